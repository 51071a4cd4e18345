; ModuleID = 'tiles.c'
source_filename = "tiles.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [33 x i8] c"usage: %s N M BS (all positive)\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %12 = load i32, i32* %4, align 4, !dbg !24
  %13 = icmp sgt i32 %12, 1, !dbg !25
  br i1 %13, label %14, label %19, !dbg !24

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !26
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !26
  %17 = load i8*, i8** %16, align 8, !dbg !26
  %18 = call i32 @atoi(i8* noundef %17) #5, !dbg !27
  br label %20, !dbg !24

19:                                               ; preds = %2
  br label %20, !dbg !24

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 100, %19 ], !dbg !24
  store i32 %21, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %22 = load i32, i32* %4, align 4, !dbg !30
  %23 = icmp sgt i32 %22, 2, !dbg !31
  br i1 %23, label %24, label %29, !dbg !30

24:                                               ; preds = %20
  %25 = load i8**, i8*** %5, align 8, !dbg !32
  %26 = getelementptr inbounds i8*, i8** %25, i64 2, !dbg !32
  %27 = load i8*, i8** %26, align 8, !dbg !32
  %28 = call i32 @atoi(i8* noundef %27) #5, !dbg !33
  br label %30, !dbg !30

29:                                               ; preds = %20
  br label %30, !dbg !30

30:                                               ; preds = %29, %24
  %31 = phi i32 [ %28, %24 ], [ 70, %29 ], !dbg !30
  store i32 %31, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %8, metadata !34, metadata !DIExpression()), !dbg !35
  %32 = load i32, i32* %4, align 4, !dbg !36
  %33 = icmp sgt i32 %32, 3, !dbg !37
  br i1 %33, label %34, label %39, !dbg !36

34:                                               ; preds = %30
  %35 = load i8**, i8*** %5, align 8, !dbg !38
  %36 = getelementptr inbounds i8*, i8** %35, i64 3, !dbg !38
  %37 = load i8*, i8** %36, align 8, !dbg !38
  %38 = call i32 @atoi(i8* noundef %37) #5, !dbg !39
  br label %40, !dbg !36

39:                                               ; preds = %30
  br label %40, !dbg !36

40:                                               ; preds = %39, %34
  %41 = phi i32 [ %38, %34 ], [ 16, %39 ], !dbg !36
  store i32 %41, i32* %8, align 4, !dbg !35
  %42 = load i32, i32* %6, align 4, !dbg !40
  %43 = icmp sle i32 %42, 0, !dbg !42
  br i1 %43, label %50, label %44, !dbg !43

44:                                               ; preds = %40
  %45 = load i32, i32* %7, align 4, !dbg !44
  %46 = icmp sle i32 %45, 0, !dbg !45
  br i1 %46, label %50, label %47, !dbg !46

47:                                               ; preds = %44
  %48 = load i32, i32* %8, align 4, !dbg !47
  %49 = icmp sle i32 %48, 0, !dbg !48
  br i1 %49, label %50, label %56, !dbg !49

50:                                               ; preds = %47, %44, %40
  %51 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !50
  %52 = load i8**, i8*** %5, align 8, !dbg !52
  %53 = getelementptr inbounds i8*, i8** %52, i64 0, !dbg !52
  %54 = load i8*, i8** %53, align 8, !dbg !52
  %55 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %51, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0), i8* noundef %54), !dbg !53
  store i32 1, i32* %3, align 4, !dbg !54
  br label %110, !dbg !54

56:                                               ; preds = %47
  call void @llvm.dbg.declare(metadata double** %9, metadata !55, metadata !DIExpression()), !dbg !58
  %57 = load i32, i32* %6, align 4, !dbg !59
  %58 = sext i32 %57 to i64, !dbg !59
  %59 = mul i64 8, %58, !dbg !60
  %60 = load i32, i32* %7, align 4, !dbg !61
  %61 = sext i32 %60 to i64, !dbg !61
  %62 = mul i64 %59, %61, !dbg !62
  %63 = call noalias i8* @malloc(i64 noundef %62) #6, !dbg !63
  %64 = bitcast i8* %63 to double*, !dbg !63
  store double* %64, double** %9, align 8, !dbg !58
  call void @llvm.dbg.declare(metadata double** %10, metadata !64, metadata !DIExpression()), !dbg !65
  %65 = load i32, i32* %6, align 4, !dbg !66
  %66 = sext i32 %65 to i64, !dbg !66
  %67 = mul i64 8, %66, !dbg !67
  %68 = load i32, i32* %7, align 4, !dbg !68
  %69 = sext i32 %68 to i64, !dbg !68
  %70 = mul i64 %67, %69, !dbg !69
  %71 = call noalias i8* @malloc(i64 noundef %70) #6, !dbg !70
  %72 = bitcast i8* %71 to double*, !dbg !70
  store double* %72, double** %10, align 8, !dbg !65
  call void @llvm.dbg.declare(metadata i32* %11, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %11, align 4, !dbg !73
  br label %73, !dbg !74

73:                                               ; preds = %87, %56
  %74 = load i32, i32* %11, align 4, !dbg !75
  %75 = load i32, i32* %6, align 4, !dbg !77
  %76 = load i32, i32* %7, align 4, !dbg !78
  %77 = mul nsw i32 %75, %76, !dbg !79
  %78 = icmp slt i32 %74, %77, !dbg !80
  br i1 %78, label %79, label %90, !dbg !81

79:                                               ; preds = %73
  %80 = load i32, i32* %11, align 4, !dbg !82
  %81 = srem i32 %80, 13, !dbg !83
  %82 = sitofp i32 %81 to double, !dbg !82
  %83 = load double*, double** %9, align 8, !dbg !84
  %84 = load i32, i32* %11, align 4, !dbg !85
  %85 = sext i32 %84 to i64, !dbg !84
  %86 = getelementptr inbounds double, double* %83, i64 %85, !dbg !84
  store double %82, double* %86, align 8, !dbg !86
  br label %87, !dbg !84

87:                                               ; preds = %79
  %88 = load i32, i32* %11, align 4, !dbg !87
  %89 = add nsw i32 %88, 1, !dbg !87
  store i32 %89, i32* %11, align 4, !dbg !87
  br label %73, !dbg !88, !llvm.loop !89

90:                                               ; preds = %73
  %91 = load double*, double** %9, align 8, !dbg !92
  %92 = load i32, i32* %6, align 4, !dbg !93
  %93 = load i32, i32* %7, align 4, !dbg !94
  %94 = load i32, i32* %8, align 4, !dbg !95
  call void @scale_and(double* noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94), !dbg !96
  %95 = load double*, double** %10, align 8, !dbg !97
  %96 = load double*, double** %9, align 8, !dbg !98
  %97 = load i32, i32* %6, align 4, !dbg !99
  %98 = load i32, i32* %7, align 4, !dbg !100
  %99 = load i32, i32* %8, align 4, !dbg !101
  call void @transpose_min(double* noundef %95, double* noundef %96, i32 noundef %97, i32 noundef %98, i32 noundef %99), !dbg !102
  %100 = load double*, double** %10, align 8, !dbg !103
  %101 = load i32, i32* %6, align 4, !dbg !104
  %102 = load i32, i32* %7, align 4, !dbg !105
  %103 = load i32, i32* %8, align 4, !dbg !106
  %104 = call double @sum_local(double* noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103), !dbg !107
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %104), !dbg !108
  %106 = load double*, double** %9, align 8, !dbg !109
  %107 = bitcast double* %106 to i8*, !dbg !109
  call void @free(i8* noundef %107) #6, !dbg !110
  %108 = load double*, double** %10, align 8, !dbg !111
  %109 = bitcast double* %108 to i8*, !dbg !111
  call void @free(i8* noundef %109) #6, !dbg !112
  store i32 0, i32* %3, align 4, !dbg !113
  br label %110, !dbg !113

110:                                              ; preds = %90, %50
  %111 = load i32, i32* %3, align 4, !dbg !114
  ret i32 %111, !dbg !114
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_and(double* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !115 {
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !118, metadata !DIExpression()), !dbg !119
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !120, metadata !DIExpression()), !dbg !121
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !122, metadata !DIExpression()), !dbg !123
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !124, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.declare(metadata i32* %9, metadata !126, metadata !DIExpression()), !dbg !128
  store i32 0, i32* %9, align 4, !dbg !128
  br label %13, !dbg !129

13:                                               ; preds = %74, %4
  %14 = load i32, i32* %9, align 4, !dbg !130
  %15 = load i32, i32* %6, align 4, !dbg !132
  %16 = icmp slt i32 %14, %15, !dbg !133
  br i1 %16, label %17, label %78, !dbg !134

17:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %10, metadata !135, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %10, align 4, !dbg !137
  br label %18, !dbg !138

18:                                               ; preds = %69, %17
  %19 = load i32, i32* %10, align 4, !dbg !139
  %20 = load i32, i32* %7, align 4, !dbg !141
  %21 = icmp slt i32 %19, %20, !dbg !142
  br i1 %21, label %22, label %73, !dbg !143

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %11, metadata !144, metadata !DIExpression()), !dbg !146
  %23 = load i32, i32* %9, align 4, !dbg !147
  store i32 %23, i32* %11, align 4, !dbg !146
  br label %24, !dbg !148

24:                                               ; preds = %65, %22
  %25 = load i32, i32* %11, align 4, !dbg !149
  %26 = load i32, i32* %9, align 4, !dbg !151
  %27 = load i32, i32* %8, align 4, !dbg !152
  %28 = add nsw i32 %26, %27, !dbg !153
  %29 = icmp slt i32 %25, %28, !dbg !154
  br i1 %29, label %30, label %34, !dbg !155

30:                                               ; preds = %24
  %31 = load i32, i32* %11, align 4, !dbg !156
  %32 = load i32, i32* %6, align 4, !dbg !157
  %33 = icmp slt i32 %31, %32, !dbg !158
  br label %34

34:                                               ; preds = %30, %24
  %35 = phi i1 [ false, %24 ], [ %33, %30 ], !dbg !159
  br i1 %35, label %36, label %68, !dbg !160

36:                                               ; preds = %34
  call void @llvm.dbg.declare(metadata i32* %12, metadata !161, metadata !DIExpression()), !dbg !163
  %37 = load i32, i32* %10, align 4, !dbg !164
  store i32 %37, i32* %12, align 4, !dbg !163
  br label %38, !dbg !165

38:                                               ; preds = %61, %36
  %39 = load i32, i32* %12, align 4, !dbg !166
  %40 = load i32, i32* %10, align 4, !dbg !168
  %41 = load i32, i32* %8, align 4, !dbg !169
  %42 = add nsw i32 %40, %41, !dbg !170
  %43 = icmp slt i32 %39, %42, !dbg !171
  br i1 %43, label %44, label %48, !dbg !172

44:                                               ; preds = %38
  %45 = load i32, i32* %12, align 4, !dbg !173
  %46 = load i32, i32* %7, align 4, !dbg !174
  %47 = icmp slt i32 %45, %46, !dbg !175
  br label %48

48:                                               ; preds = %44, %38
  %49 = phi i1 [ false, %38 ], [ %47, %44 ], !dbg !176
  br i1 %49, label %50, label %64, !dbg !177

50:                                               ; preds = %48
  %51 = load double*, double** %5, align 8, !dbg !178
  %52 = load i32, i32* %11, align 4, !dbg !179
  %53 = load i32, i32* %7, align 4, !dbg !180
  %54 = mul nsw i32 %52, %53, !dbg !181
  %55 = load i32, i32* %12, align 4, !dbg !182
  %56 = add nsw i32 %54, %55, !dbg !183
  %57 = sext i32 %56 to i64, !dbg !178
  %58 = getelementptr inbounds double, double* %51, i64 %57, !dbg !178
  %59 = load double, double* %58, align 8, !dbg !184
  %60 = fmul double %59, 5.000000e-01, !dbg !184
  store double %60, double* %58, align 8, !dbg !184
  br label %61, !dbg !178

61:                                               ; preds = %50
  %62 = load i32, i32* %12, align 4, !dbg !185
  %63 = add nsw i32 %62, 1, !dbg !185
  store i32 %63, i32* %12, align 4, !dbg !185
  br label %38, !dbg !186, !llvm.loop !187

64:                                               ; preds = %48
  br label %65, !dbg !188

65:                                               ; preds = %64
  %66 = load i32, i32* %11, align 4, !dbg !189
  %67 = add nsw i32 %66, 1, !dbg !189
  store i32 %67, i32* %11, align 4, !dbg !189
  br label %24, !dbg !190, !llvm.loop !191

68:                                               ; preds = %34
  br label %69, !dbg !192

69:                                               ; preds = %68
  %70 = load i32, i32* %8, align 4, !dbg !193
  %71 = load i32, i32* %10, align 4, !dbg !194
  %72 = add nsw i32 %71, %70, !dbg !194
  store i32 %72, i32* %10, align 4, !dbg !194
  br label %18, !dbg !195, !llvm.loop !196

73:                                               ; preds = %18
  br label %74, !dbg !197

74:                                               ; preds = %73
  %75 = load i32, i32* %8, align 4, !dbg !198
  %76 = load i32, i32* %9, align 4, !dbg !199
  %77 = add nsw i32 %76, %75, !dbg !199
  store i32 %77, i32* %9, align 4, !dbg !199
  br label %13, !dbg !200, !llvm.loop !201

78:                                               ; preds = %13
  ret void, !dbg !203
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose_min(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !204 {
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !209, metadata !DIExpression()), !dbg !210
  store double* %1, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !211, metadata !DIExpression()), !dbg !212
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !213, metadata !DIExpression()), !dbg !214
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !215, metadata !DIExpression()), !dbg !216
  store i32 %4, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !217, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.declare(metadata i32* %11, metadata !219, metadata !DIExpression()), !dbg !221
  store i32 0, i32* %11, align 4, !dbg !221
  br label %15, !dbg !222

15:                                               ; preds = %75, %5
  %16 = load i32, i32* %11, align 4, !dbg !223
  %17 = load i32, i32* %8, align 4, !dbg !225
  %18 = icmp slt i32 %16, %17, !dbg !226
  br i1 %18, label %19, label %79, !dbg !227

19:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %12, metadata !228, metadata !DIExpression()), !dbg !230
  store i32 0, i32* %12, align 4, !dbg !230
  br label %20, !dbg !231

20:                                               ; preds = %70, %19
  %21 = load i32, i32* %12, align 4, !dbg !232
  %22 = load i32, i32* %9, align 4, !dbg !234
  %23 = icmp slt i32 %21, %22, !dbg !235
  br i1 %23, label %24, label %74, !dbg !236

24:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32* %13, metadata !237, metadata !DIExpression()), !dbg !239
  %25 = load i32, i32* %11, align 4, !dbg !240
  store i32 %25, i32* %13, align 4, !dbg !239
  br label %26, !dbg !241

26:                                               ; preds = %66, %24
  %27 = load i32, i32* %13, align 4, !dbg !242
  %28 = load i32, i32* %11, align 4, !dbg !244
  %29 = load i32, i32* %10, align 4, !dbg !245
  %30 = add nsw i32 %28, %29, !dbg !246
  %31 = load i32, i32* %8, align 4, !dbg !247
  %32 = call i32 @min_int(i32 noundef %30, i32 noundef %31), !dbg !248
  %33 = icmp slt i32 %27, %32, !dbg !249
  br i1 %33, label %34, label %69, !dbg !250

34:                                               ; preds = %26
  call void @llvm.dbg.declare(metadata i32* %14, metadata !251, metadata !DIExpression()), !dbg !253
  %35 = load i32, i32* %12, align 4, !dbg !254
  store i32 %35, i32* %14, align 4, !dbg !253
  br label %36, !dbg !255

36:                                               ; preds = %62, %34
  %37 = load i32, i32* %14, align 4, !dbg !256
  %38 = load i32, i32* %12, align 4, !dbg !258
  %39 = load i32, i32* %10, align 4, !dbg !259
  %40 = add nsw i32 %38, %39, !dbg !260
  %41 = load i32, i32* %9, align 4, !dbg !261
  %42 = call i32 @min_int(i32 noundef %40, i32 noundef %41), !dbg !262
  %43 = icmp slt i32 %37, %42, !dbg !263
  br i1 %43, label %44, label %65, !dbg !264

44:                                               ; preds = %36
  %45 = load double*, double** %7, align 8, !dbg !265
  %46 = load i32, i32* %13, align 4, !dbg !266
  %47 = load i32, i32* %9, align 4, !dbg !267
  %48 = mul nsw i32 %46, %47, !dbg !268
  %49 = load i32, i32* %14, align 4, !dbg !269
  %50 = add nsw i32 %48, %49, !dbg !270
  %51 = sext i32 %50 to i64, !dbg !265
  %52 = getelementptr inbounds double, double* %45, i64 %51, !dbg !265
  %53 = load double, double* %52, align 8, !dbg !265
  %54 = load double*, double** %6, align 8, !dbg !271
  %55 = load i32, i32* %14, align 4, !dbg !272
  %56 = load i32, i32* %8, align 4, !dbg !273
  %57 = mul nsw i32 %55, %56, !dbg !274
  %58 = load i32, i32* %13, align 4, !dbg !275
  %59 = add nsw i32 %57, %58, !dbg !276
  %60 = sext i32 %59 to i64, !dbg !271
  %61 = getelementptr inbounds double, double* %54, i64 %60, !dbg !271
  store double %53, double* %61, align 8, !dbg !277
  br label %62, !dbg !271

62:                                               ; preds = %44
  %63 = load i32, i32* %14, align 4, !dbg !278
  %64 = add nsw i32 %63, 1, !dbg !278
  store i32 %64, i32* %14, align 4, !dbg !278
  br label %36, !dbg !279, !llvm.loop !280

65:                                               ; preds = %36
  br label %66, !dbg !281

66:                                               ; preds = %65
  %67 = load i32, i32* %13, align 4, !dbg !282
  %68 = add nsw i32 %67, 1, !dbg !282
  store i32 %68, i32* %13, align 4, !dbg !282
  br label %26, !dbg !283, !llvm.loop !284

69:                                               ; preds = %26
  br label %70, !dbg !285

70:                                               ; preds = %69
  %71 = load i32, i32* %10, align 4, !dbg !286
  %72 = load i32, i32* %12, align 4, !dbg !287
  %73 = add nsw i32 %72, %71, !dbg !287
  store i32 %73, i32* %12, align 4, !dbg !287
  br label %20, !dbg !288, !llvm.loop !289

74:                                               ; preds = %20
  br label %75, !dbg !290

75:                                               ; preds = %74
  %76 = load i32, i32* %10, align 4, !dbg !291
  %77 = load i32, i32* %11, align 4, !dbg !292
  %78 = add nsw i32 %77, %76, !dbg !292
  store i32 %78, i32* %11, align 4, !dbg !292
  br label %15, !dbg !293, !llvm.loop !294

79:                                               ; preds = %15
  ret void, !dbg !296
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_local(double* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !297 {
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !300, metadata !DIExpression()), !dbg !301
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !302, metadata !DIExpression()), !dbg !303
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !304, metadata !DIExpression()), !dbg !305
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !306, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.declare(metadata double* %9, metadata !308, metadata !DIExpression()), !dbg !309
  store double 0.000000e+00, double* %9, align 8, !dbg !309
  call void @llvm.dbg.declare(metadata i32* %10, metadata !310, metadata !DIExpression()), !dbg !312
  store i32 0, i32* %10, align 4, !dbg !312
  br label %16, !dbg !313

16:                                               ; preds = %91, %4
  %17 = load i32, i32* %10, align 4, !dbg !314
  %18 = load i32, i32* %7, align 4, !dbg !316
  %19 = icmp slt i32 %17, %18, !dbg !317
  br i1 %19, label %20, label %95, !dbg !318

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %11, metadata !319, metadata !DIExpression()), !dbg !321
  %21 = load i32, i32* %10, align 4, !dbg !322
  %22 = load i32, i32* %8, align 4, !dbg !323
  %23 = add nsw i32 %21, %22, !dbg !324
  %24 = load i32, i32* %7, align 4, !dbg !325
  %25 = icmp slt i32 %23, %24, !dbg !326
  br i1 %25, label %26, label %30, !dbg !322

26:                                               ; preds = %20
  %27 = load i32, i32* %10, align 4, !dbg !327
  %28 = load i32, i32* %8, align 4, !dbg !328
  %29 = add nsw i32 %27, %28, !dbg !329
  br label %32, !dbg !322

30:                                               ; preds = %20
  %31 = load i32, i32* %7, align 4, !dbg !330
  br label %32, !dbg !322

32:                                               ; preds = %30, %26
  %33 = phi i32 [ %29, %26 ], [ %31, %30 ], !dbg !322
  store i32 %33, i32* %11, align 4, !dbg !321
  call void @llvm.dbg.declare(metadata i32* %12, metadata !331, metadata !DIExpression()), !dbg !333
  store i32 0, i32* %12, align 4, !dbg !333
  br label %34, !dbg !334

34:                                               ; preds = %86, %32
  %35 = load i32, i32* %12, align 4, !dbg !335
  %36 = load i32, i32* %6, align 4, !dbg !337
  %37 = icmp slt i32 %35, %36, !dbg !338
  br i1 %37, label %38, label %90, !dbg !339

38:                                               ; preds = %34
  call void @llvm.dbg.declare(metadata i32* %13, metadata !340, metadata !DIExpression()), !dbg !342
  %39 = load i32, i32* %12, align 4, !dbg !343
  %40 = load i32, i32* %8, align 4, !dbg !344
  %41 = add nsw i32 %39, %40, !dbg !345
  %42 = load i32, i32* %6, align 4, !dbg !346
  %43 = icmp slt i32 %41, %42, !dbg !347
  br i1 %43, label %44, label %48, !dbg !343

44:                                               ; preds = %38
  %45 = load i32, i32* %12, align 4, !dbg !348
  %46 = load i32, i32* %8, align 4, !dbg !349
  %47 = add nsw i32 %45, %46, !dbg !350
  br label %50, !dbg !343

48:                                               ; preds = %38
  %49 = load i32, i32* %6, align 4, !dbg !351
  br label %50, !dbg !343

50:                                               ; preds = %48, %44
  %51 = phi i32 [ %47, %44 ], [ %49, %48 ], !dbg !343
  store i32 %51, i32* %13, align 4, !dbg !342
  call void @llvm.dbg.declare(metadata i32* %14, metadata !352, metadata !DIExpression()), !dbg !354
  %52 = load i32, i32* %10, align 4, !dbg !355
  store i32 %52, i32* %14, align 4, !dbg !354
  br label %53, !dbg !356

53:                                               ; preds = %82, %50
  %54 = load i32, i32* %14, align 4, !dbg !357
  %55 = load i32, i32* %11, align 4, !dbg !359
  %56 = icmp slt i32 %54, %55, !dbg !360
  br i1 %56, label %57, label %85, !dbg !361

57:                                               ; preds = %53
  call void @llvm.dbg.declare(metadata i32* %15, metadata !362, metadata !DIExpression()), !dbg !364
  %58 = load i32, i32* %12, align 4, !dbg !365
  store i32 %58, i32* %15, align 4, !dbg !364
  br label %59, !dbg !366

59:                                               ; preds = %78, %57
  %60 = load i32, i32* %15, align 4, !dbg !367
  %61 = load i32, i32* %13, align 4, !dbg !369
  %62 = icmp slt i32 %60, %61, !dbg !370
  br i1 %62, label %63, label %81, !dbg !371

63:                                               ; preds = %59
  %64 = load double*, double** %5, align 8, !dbg !372
  %65 = load i32, i32* %14, align 4, !dbg !373
  %66 = load i32, i32* %6, align 4, !dbg !374
  %67 = mul nsw i32 %65, %66, !dbg !375
  %68 = load i32, i32* %15, align 4, !dbg !376
  %69 = add nsw i32 %67, %68, !dbg !377
  %70 = sext i32 %69 to i64, !dbg !372
  %71 = getelementptr inbounds double, double* %64, i64 %70, !dbg !372
  %72 = load double, double* %71, align 8, !dbg !372
  %73 = load i32, i32* %15, align 4, !dbg !378
  %74 = add nsw i32 %73, 1, !dbg !379
  %75 = sitofp i32 %74 to double, !dbg !380
  %76 = load double, double* %9, align 8, !dbg !381
  %77 = call double @llvm.fmuladd.f64(double %72, double %75, double %76), !dbg !381
  store double %77, double* %9, align 8, !dbg !381
  br label %78, !dbg !382

78:                                               ; preds = %63
  %79 = load i32, i32* %15, align 4, !dbg !383
  %80 = add nsw i32 %79, 1, !dbg !383
  store i32 %80, i32* %15, align 4, !dbg !383
  br label %59, !dbg !384, !llvm.loop !385

81:                                               ; preds = %59
  br label %82, !dbg !386

82:                                               ; preds = %81
  %83 = load i32, i32* %14, align 4, !dbg !387
  %84 = add nsw i32 %83, 1, !dbg !387
  store i32 %84, i32* %14, align 4, !dbg !387
  br label %53, !dbg !388, !llvm.loop !389

85:                                               ; preds = %53
  br label %86, !dbg !391

86:                                               ; preds = %85
  %87 = load i32, i32* %8, align 4, !dbg !392
  %88 = load i32, i32* %12, align 4, !dbg !393
  %89 = add nsw i32 %88, %87, !dbg !393
  store i32 %89, i32* %12, align 4, !dbg !393
  br label %34, !dbg !394, !llvm.loop !395

90:                                               ; preds = %34
  br label %91, !dbg !397

91:                                               ; preds = %90
  %92 = load i32, i32* %8, align 4, !dbg !398
  %93 = load i32, i32* %10, align 4, !dbg !399
  %94 = add nsw i32 %93, %92, !dbg !399
  store i32 %94, i32* %10, align 4, !dbg !399
  br label %16, !dbg !400, !llvm.loop !401

95:                                               ; preds = %16
  %96 = load double, double* %9, align 8, !dbg !403
  ret double %96, !dbg !404
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_int(i32 noundef %0, i32 noundef %1) #0 !dbg !405 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !408, metadata !DIExpression()), !dbg !409
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !410, metadata !DIExpression()), !dbg !411
  %5 = load i32, i32* %3, align 4, !dbg !412
  %6 = load i32, i32* %4, align 4, !dbg !413
  %7 = icmp slt i32 %5, %6, !dbg !414
  br i1 %7, label %8, label %10, !dbg !412

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !415
  br label %12, !dbg !412

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !416
  br label %12, !dbg !412

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !412
  ret i32 %13, !dbg !417
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiles.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "23c656e0f0966ee645f2fd2aac961971")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 40, type: !11, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 40, type: !13)
!19 = !DILocation(line: 40, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 40, type: !14)
!21 = !DILocation(line: 40, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 41, type: !13)
!23 = !DILocation(line: 41, column: 7, scope: !10)
!24 = !DILocation(line: 41, column: 11, scope: !10)
!25 = !DILocation(line: 41, column: 16, scope: !10)
!26 = !DILocation(line: 41, column: 27, scope: !10)
!27 = !DILocation(line: 41, column: 22, scope: !10)
!28 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 42, type: !13)
!29 = !DILocation(line: 42, column: 7, scope: !10)
!30 = !DILocation(line: 42, column: 11, scope: !10)
!31 = !DILocation(line: 42, column: 16, scope: !10)
!32 = !DILocation(line: 42, column: 27, scope: !10)
!33 = !DILocation(line: 42, column: 22, scope: !10)
!34 = !DILocalVariable(name: "bs", scope: !10, file: !1, line: 43, type: !13)
!35 = !DILocation(line: 43, column: 7, scope: !10)
!36 = !DILocation(line: 43, column: 12, scope: !10)
!37 = !DILocation(line: 43, column: 17, scope: !10)
!38 = !DILocation(line: 43, column: 28, scope: !10)
!39 = !DILocation(line: 43, column: 23, scope: !10)
!40 = !DILocation(line: 44, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 44, column: 7)
!42 = !DILocation(line: 44, column: 9, scope: !41)
!43 = !DILocation(line: 44, column: 14, scope: !41)
!44 = !DILocation(line: 44, column: 17, scope: !41)
!45 = !DILocation(line: 44, column: 19, scope: !41)
!46 = !DILocation(line: 44, column: 24, scope: !41)
!47 = !DILocation(line: 44, column: 27, scope: !41)
!48 = !DILocation(line: 44, column: 30, scope: !41)
!49 = !DILocation(line: 44, column: 7, scope: !10)
!50 = !DILocation(line: 45, column: 13, scope: !51)
!51 = distinct !DILexicalBlock(scope: !41, file: !1, line: 44, column: 36)
!52 = !DILocation(line: 45, column: 58, scope: !51)
!53 = !DILocation(line: 45, column: 5, scope: !51)
!54 = !DILocation(line: 46, column: 5, scope: !51)
!55 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 48, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!58 = !DILocation(line: 48, column: 11, scope: !10)
!59 = !DILocation(line: 48, column: 39, scope: !10)
!60 = !DILocation(line: 48, column: 37, scope: !10)
!61 = !DILocation(line: 48, column: 43, scope: !10)
!62 = !DILocation(line: 48, column: 41, scope: !10)
!63 = !DILocation(line: 48, column: 15, scope: !10)
!64 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 49, type: !56)
!65 = !DILocation(line: 49, column: 11, scope: !10)
!66 = !DILocation(line: 49, column: 39, scope: !10)
!67 = !DILocation(line: 49, column: 37, scope: !10)
!68 = !DILocation(line: 49, column: 43, scope: !10)
!69 = !DILocation(line: 49, column: 41, scope: !10)
!70 = !DILocation(line: 49, column: 15, scope: !10)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 50, type: !13)
!72 = distinct !DILexicalBlock(scope: !10, file: !1, line: 50, column: 3)
!73 = !DILocation(line: 50, column: 12, scope: !72)
!74 = !DILocation(line: 50, column: 8, scope: !72)
!75 = !DILocation(line: 50, column: 19, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 50, column: 3)
!77 = !DILocation(line: 50, column: 23, scope: !76)
!78 = !DILocation(line: 50, column: 27, scope: !76)
!79 = !DILocation(line: 50, column: 25, scope: !76)
!80 = !DILocation(line: 50, column: 21, scope: !76)
!81 = !DILocation(line: 50, column: 3, scope: !72)
!82 = !DILocation(line: 51, column: 12, scope: !76)
!83 = !DILocation(line: 51, column: 14, scope: !76)
!84 = !DILocation(line: 51, column: 5, scope: !76)
!85 = !DILocation(line: 51, column: 7, scope: !76)
!86 = !DILocation(line: 51, column: 10, scope: !76)
!87 = !DILocation(line: 50, column: 31, scope: !76)
!88 = !DILocation(line: 50, column: 3, scope: !76)
!89 = distinct !{!89, !81, !90, !91}
!90 = !DILocation(line: 51, column: 16, scope: !72)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 52, column: 13, scope: !10)
!93 = !DILocation(line: 52, column: 16, scope: !10)
!94 = !DILocation(line: 52, column: 19, scope: !10)
!95 = !DILocation(line: 52, column: 22, scope: !10)
!96 = !DILocation(line: 52, column: 3, scope: !10)
!97 = !DILocation(line: 53, column: 17, scope: !10)
!98 = !DILocation(line: 53, column: 20, scope: !10)
!99 = !DILocation(line: 53, column: 23, scope: !10)
!100 = !DILocation(line: 53, column: 26, scope: !10)
!101 = !DILocation(line: 53, column: 29, scope: !10)
!102 = !DILocation(line: 53, column: 3, scope: !10)
!103 = !DILocation(line: 54, column: 30, scope: !10)
!104 = !DILocation(line: 54, column: 33, scope: !10)
!105 = !DILocation(line: 54, column: 36, scope: !10)
!106 = !DILocation(line: 54, column: 39, scope: !10)
!107 = !DILocation(line: 54, column: 20, scope: !10)
!108 = !DILocation(line: 54, column: 3, scope: !10)
!109 = !DILocation(line: 55, column: 8, scope: !10)
!110 = !DILocation(line: 55, column: 3, scope: !10)
!111 = !DILocation(line: 56, column: 8, scope: !10)
!112 = !DILocation(line: 56, column: 3, scope: !10)
!113 = !DILocation(line: 57, column: 3, scope: !10)
!114 = !DILocation(line: 58, column: 1, scope: !10)
!115 = distinct !DISubprogram(name: "scale_and", scope: !1, file: !1, line: 10, type: !116, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !56, !13, !13, !13}
!118 = !DILocalVariable(name: "a", arg: 1, scope: !115, file: !1, line: 10, type: !56)
!119 = !DILocation(line: 10, column: 31, scope: !115)
!120 = !DILocalVariable(name: "n", arg: 2, scope: !115, file: !1, line: 10, type: !13)
!121 = !DILocation(line: 10, column: 38, scope: !115)
!122 = !DILocalVariable(name: "m", arg: 3, scope: !115, file: !1, line: 10, type: !13)
!123 = !DILocation(line: 10, column: 45, scope: !115)
!124 = !DILocalVariable(name: "bs", arg: 4, scope: !115, file: !1, line: 10, type: !13)
!125 = !DILocation(line: 10, column: 52, scope: !115)
!126 = !DILocalVariable(name: "ii", scope: !127, file: !1, line: 11, type: !13)
!127 = distinct !DILexicalBlock(scope: !115, file: !1, line: 11, column: 3)
!128 = !DILocation(line: 11, column: 12, scope: !127)
!129 = !DILocation(line: 11, column: 8, scope: !127)
!130 = !DILocation(line: 11, column: 20, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !1, line: 11, column: 3)
!132 = !DILocation(line: 11, column: 25, scope: !131)
!133 = !DILocation(line: 11, column: 23, scope: !131)
!134 = !DILocation(line: 11, column: 3, scope: !127)
!135 = !DILocalVariable(name: "jj", scope: !136, file: !1, line: 12, type: !13)
!136 = distinct !DILexicalBlock(scope: !131, file: !1, line: 12, column: 5)
!137 = !DILocation(line: 12, column: 14, scope: !136)
!138 = !DILocation(line: 12, column: 10, scope: !136)
!139 = !DILocation(line: 12, column: 22, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !1, line: 12, column: 5)
!141 = !DILocation(line: 12, column: 27, scope: !140)
!142 = !DILocation(line: 12, column: 25, scope: !140)
!143 = !DILocation(line: 12, column: 5, scope: !136)
!144 = !DILocalVariable(name: "i", scope: !145, file: !1, line: 13, type: !13)
!145 = distinct !DILexicalBlock(scope: !140, file: !1, line: 13, column: 7)
!146 = !DILocation(line: 13, column: 16, scope: !145)
!147 = !DILocation(line: 13, column: 20, scope: !145)
!148 = !DILocation(line: 13, column: 12, scope: !145)
!149 = !DILocation(line: 13, column: 24, scope: !150)
!150 = distinct !DILexicalBlock(scope: !145, file: !1, line: 13, column: 7)
!151 = !DILocation(line: 13, column: 28, scope: !150)
!152 = !DILocation(line: 13, column: 33, scope: !150)
!153 = !DILocation(line: 13, column: 31, scope: !150)
!154 = !DILocation(line: 13, column: 26, scope: !150)
!155 = !DILocation(line: 13, column: 36, scope: !150)
!156 = !DILocation(line: 13, column: 39, scope: !150)
!157 = !DILocation(line: 13, column: 43, scope: !150)
!158 = !DILocation(line: 13, column: 41, scope: !150)
!159 = !DILocation(line: 0, scope: !150)
!160 = !DILocation(line: 13, column: 7, scope: !145)
!161 = !DILocalVariable(name: "j", scope: !162, file: !1, line: 14, type: !13)
!162 = distinct !DILexicalBlock(scope: !150, file: !1, line: 14, column: 9)
!163 = !DILocation(line: 14, column: 18, scope: !162)
!164 = !DILocation(line: 14, column: 22, scope: !162)
!165 = !DILocation(line: 14, column: 14, scope: !162)
!166 = !DILocation(line: 14, column: 26, scope: !167)
!167 = distinct !DILexicalBlock(scope: !162, file: !1, line: 14, column: 9)
!168 = !DILocation(line: 14, column: 30, scope: !167)
!169 = !DILocation(line: 14, column: 35, scope: !167)
!170 = !DILocation(line: 14, column: 33, scope: !167)
!171 = !DILocation(line: 14, column: 28, scope: !167)
!172 = !DILocation(line: 14, column: 38, scope: !167)
!173 = !DILocation(line: 14, column: 41, scope: !167)
!174 = !DILocation(line: 14, column: 45, scope: !167)
!175 = !DILocation(line: 14, column: 43, scope: !167)
!176 = !DILocation(line: 0, scope: !167)
!177 = !DILocation(line: 14, column: 9, scope: !162)
!178 = !DILocation(line: 15, column: 11, scope: !167)
!179 = !DILocation(line: 15, column: 13, scope: !167)
!180 = !DILocation(line: 15, column: 17, scope: !167)
!181 = !DILocation(line: 15, column: 15, scope: !167)
!182 = !DILocation(line: 15, column: 21, scope: !167)
!183 = !DILocation(line: 15, column: 19, scope: !167)
!184 = !DILocation(line: 15, column: 24, scope: !167)
!185 = !DILocation(line: 14, column: 49, scope: !167)
!186 = !DILocation(line: 14, column: 9, scope: !167)
!187 = distinct !{!187, !177, !188, !91}
!188 = !DILocation(line: 15, column: 27, scope: !162)
!189 = !DILocation(line: 13, column: 47, scope: !150)
!190 = !DILocation(line: 13, column: 7, scope: !150)
!191 = distinct !{!191, !160, !192, !91}
!192 = !DILocation(line: 15, column: 27, scope: !145)
!193 = !DILocation(line: 12, column: 36, scope: !140)
!194 = !DILocation(line: 12, column: 33, scope: !140)
!195 = !DILocation(line: 12, column: 5, scope: !140)
!196 = distinct !{!196, !143, !197, !91}
!197 = !DILocation(line: 15, column: 27, scope: !136)
!198 = !DILocation(line: 11, column: 34, scope: !131)
!199 = !DILocation(line: 11, column: 31, scope: !131)
!200 = !DILocation(line: 11, column: 3, scope: !131)
!201 = distinct !{!201, !134, !202, !91}
!202 = !DILocation(line: 15, column: 27, scope: !127)
!203 = !DILocation(line: 16, column: 1, scope: !115)
!204 = distinct !DISubprogram(name: "transpose_min", scope: !1, file: !1, line: 18, type: !205, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !56, !207, !13, !13, !13}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!209 = !DILocalVariable(name: "b", arg: 1, scope: !204, file: !1, line: 18, type: !56)
!210 = !DILocation(line: 18, column: 35, scope: !204)
!211 = !DILocalVariable(name: "a", arg: 2, scope: !204, file: !1, line: 18, type: !207)
!212 = !DILocation(line: 18, column: 52, scope: !204)
!213 = !DILocalVariable(name: "n", arg: 3, scope: !204, file: !1, line: 18, type: !13)
!214 = !DILocation(line: 18, column: 59, scope: !204)
!215 = !DILocalVariable(name: "m", arg: 4, scope: !204, file: !1, line: 18, type: !13)
!216 = !DILocation(line: 18, column: 66, scope: !204)
!217 = !DILocalVariable(name: "bs", arg: 5, scope: !204, file: !1, line: 18, type: !13)
!218 = !DILocation(line: 18, column: 73, scope: !204)
!219 = !DILocalVariable(name: "ii", scope: !220, file: !1, line: 19, type: !13)
!220 = distinct !DILexicalBlock(scope: !204, file: !1, line: 19, column: 3)
!221 = !DILocation(line: 19, column: 12, scope: !220)
!222 = !DILocation(line: 19, column: 8, scope: !220)
!223 = !DILocation(line: 19, column: 20, scope: !224)
!224 = distinct !DILexicalBlock(scope: !220, file: !1, line: 19, column: 3)
!225 = !DILocation(line: 19, column: 25, scope: !224)
!226 = !DILocation(line: 19, column: 23, scope: !224)
!227 = !DILocation(line: 19, column: 3, scope: !220)
!228 = !DILocalVariable(name: "jj", scope: !229, file: !1, line: 20, type: !13)
!229 = distinct !DILexicalBlock(scope: !224, file: !1, line: 20, column: 5)
!230 = !DILocation(line: 20, column: 14, scope: !229)
!231 = !DILocation(line: 20, column: 10, scope: !229)
!232 = !DILocation(line: 20, column: 22, scope: !233)
!233 = distinct !DILexicalBlock(scope: !229, file: !1, line: 20, column: 5)
!234 = !DILocation(line: 20, column: 27, scope: !233)
!235 = !DILocation(line: 20, column: 25, scope: !233)
!236 = !DILocation(line: 20, column: 5, scope: !229)
!237 = !DILocalVariable(name: "i", scope: !238, file: !1, line: 21, type: !13)
!238 = distinct !DILexicalBlock(scope: !233, file: !1, line: 21, column: 7)
!239 = !DILocation(line: 21, column: 16, scope: !238)
!240 = !DILocation(line: 21, column: 20, scope: !238)
!241 = !DILocation(line: 21, column: 12, scope: !238)
!242 = !DILocation(line: 21, column: 24, scope: !243)
!243 = distinct !DILexicalBlock(scope: !238, file: !1, line: 21, column: 7)
!244 = !DILocation(line: 21, column: 36, scope: !243)
!245 = !DILocation(line: 21, column: 41, scope: !243)
!246 = !DILocation(line: 21, column: 39, scope: !243)
!247 = !DILocation(line: 21, column: 45, scope: !243)
!248 = !DILocation(line: 21, column: 28, scope: !243)
!249 = !DILocation(line: 21, column: 26, scope: !243)
!250 = !DILocation(line: 21, column: 7, scope: !238)
!251 = !DILocalVariable(name: "j", scope: !252, file: !1, line: 22, type: !13)
!252 = distinct !DILexicalBlock(scope: !243, file: !1, line: 22, column: 9)
!253 = !DILocation(line: 22, column: 18, scope: !252)
!254 = !DILocation(line: 22, column: 22, scope: !252)
!255 = !DILocation(line: 22, column: 14, scope: !252)
!256 = !DILocation(line: 22, column: 26, scope: !257)
!257 = distinct !DILexicalBlock(scope: !252, file: !1, line: 22, column: 9)
!258 = !DILocation(line: 22, column: 38, scope: !257)
!259 = !DILocation(line: 22, column: 43, scope: !257)
!260 = !DILocation(line: 22, column: 41, scope: !257)
!261 = !DILocation(line: 22, column: 47, scope: !257)
!262 = !DILocation(line: 22, column: 30, scope: !257)
!263 = !DILocation(line: 22, column: 28, scope: !257)
!264 = !DILocation(line: 22, column: 9, scope: !252)
!265 = !DILocation(line: 23, column: 26, scope: !257)
!266 = !DILocation(line: 23, column: 28, scope: !257)
!267 = !DILocation(line: 23, column: 32, scope: !257)
!268 = !DILocation(line: 23, column: 30, scope: !257)
!269 = !DILocation(line: 23, column: 36, scope: !257)
!270 = !DILocation(line: 23, column: 34, scope: !257)
!271 = !DILocation(line: 23, column: 11, scope: !257)
!272 = !DILocation(line: 23, column: 13, scope: !257)
!273 = !DILocation(line: 23, column: 17, scope: !257)
!274 = !DILocation(line: 23, column: 15, scope: !257)
!275 = !DILocation(line: 23, column: 21, scope: !257)
!276 = !DILocation(line: 23, column: 19, scope: !257)
!277 = !DILocation(line: 23, column: 24, scope: !257)
!278 = !DILocation(line: 22, column: 52, scope: !257)
!279 = !DILocation(line: 22, column: 9, scope: !257)
!280 = distinct !{!280, !264, !281, !91}
!281 = !DILocation(line: 23, column: 37, scope: !252)
!282 = !DILocation(line: 21, column: 50, scope: !243)
!283 = !DILocation(line: 21, column: 7, scope: !243)
!284 = distinct !{!284, !250, !285, !91}
!285 = !DILocation(line: 23, column: 37, scope: !238)
!286 = !DILocation(line: 20, column: 36, scope: !233)
!287 = !DILocation(line: 20, column: 33, scope: !233)
!288 = !DILocation(line: 20, column: 5, scope: !233)
!289 = distinct !{!289, !236, !290, !91}
!290 = !DILocation(line: 23, column: 37, scope: !229)
!291 = !DILocation(line: 19, column: 34, scope: !224)
!292 = !DILocation(line: 19, column: 31, scope: !224)
!293 = !DILocation(line: 19, column: 3, scope: !224)
!294 = distinct !{!294, !227, !295, !91}
!295 = !DILocation(line: 23, column: 37, scope: !220)
!296 = !DILocation(line: 24, column: 1, scope: !204)
!297 = distinct !DISubprogram(name: "sum_local", scope: !1, file: !1, line: 26, type: !298, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!298 = !DISubroutineType(types: !299)
!299 = !{!57, !207, !13, !13, !13}
!300 = !DILocalVariable(name: "b", arg: 1, scope: !297, file: !1, line: 26, type: !207)
!301 = !DILocation(line: 26, column: 39, scope: !297)
!302 = !DILocalVariable(name: "n", arg: 2, scope: !297, file: !1, line: 26, type: !13)
!303 = !DILocation(line: 26, column: 46, scope: !297)
!304 = !DILocalVariable(name: "m", arg: 3, scope: !297, file: !1, line: 26, type: !13)
!305 = !DILocation(line: 26, column: 53, scope: !297)
!306 = !DILocalVariable(name: "bs", arg: 4, scope: !297, file: !1, line: 26, type: !13)
!307 = !DILocation(line: 26, column: 60, scope: !297)
!308 = !DILocalVariable(name: "s", scope: !297, file: !1, line: 27, type: !57)
!309 = !DILocation(line: 27, column: 10, scope: !297)
!310 = !DILocalVariable(name: "jj", scope: !311, file: !1, line: 28, type: !13)
!311 = distinct !DILexicalBlock(scope: !297, file: !1, line: 28, column: 3)
!312 = !DILocation(line: 28, column: 12, scope: !311)
!313 = !DILocation(line: 28, column: 8, scope: !311)
!314 = !DILocation(line: 28, column: 20, scope: !315)
!315 = distinct !DILexicalBlock(scope: !311, file: !1, line: 28, column: 3)
!316 = !DILocation(line: 28, column: 25, scope: !315)
!317 = !DILocation(line: 28, column: 23, scope: !315)
!318 = !DILocation(line: 28, column: 3, scope: !311)
!319 = !DILocalVariable(name: "je", scope: !320, file: !1, line: 29, type: !13)
!320 = distinct !DILexicalBlock(scope: !315, file: !1, line: 28, column: 38)
!321 = !DILocation(line: 29, column: 9, scope: !320)
!322 = !DILocation(line: 29, column: 14, scope: !320)
!323 = !DILocation(line: 29, column: 19, scope: !320)
!324 = !DILocation(line: 29, column: 17, scope: !320)
!325 = !DILocation(line: 29, column: 24, scope: !320)
!326 = !DILocation(line: 29, column: 22, scope: !320)
!327 = !DILocation(line: 29, column: 28, scope: !320)
!328 = !DILocation(line: 29, column: 33, scope: !320)
!329 = !DILocation(line: 29, column: 31, scope: !320)
!330 = !DILocation(line: 29, column: 38, scope: !320)
!331 = !DILocalVariable(name: "ii", scope: !332, file: !1, line: 30, type: !13)
!332 = distinct !DILexicalBlock(scope: !320, file: !1, line: 30, column: 5)
!333 = !DILocation(line: 30, column: 14, scope: !332)
!334 = !DILocation(line: 30, column: 10, scope: !332)
!335 = !DILocation(line: 30, column: 22, scope: !336)
!336 = distinct !DILexicalBlock(scope: !332, file: !1, line: 30, column: 5)
!337 = !DILocation(line: 30, column: 27, scope: !336)
!338 = !DILocation(line: 30, column: 25, scope: !336)
!339 = !DILocation(line: 30, column: 5, scope: !332)
!340 = !DILocalVariable(name: "ie", scope: !341, file: !1, line: 31, type: !13)
!341 = distinct !DILexicalBlock(scope: !336, file: !1, line: 30, column: 40)
!342 = !DILocation(line: 31, column: 11, scope: !341)
!343 = !DILocation(line: 31, column: 16, scope: !341)
!344 = !DILocation(line: 31, column: 21, scope: !341)
!345 = !DILocation(line: 31, column: 19, scope: !341)
!346 = !DILocation(line: 31, column: 26, scope: !341)
!347 = !DILocation(line: 31, column: 24, scope: !341)
!348 = !DILocation(line: 31, column: 30, scope: !341)
!349 = !DILocation(line: 31, column: 35, scope: !341)
!350 = !DILocation(line: 31, column: 33, scope: !341)
!351 = !DILocation(line: 31, column: 40, scope: !341)
!352 = !DILocalVariable(name: "j", scope: !353, file: !1, line: 32, type: !13)
!353 = distinct !DILexicalBlock(scope: !341, file: !1, line: 32, column: 7)
!354 = !DILocation(line: 32, column: 16, scope: !353)
!355 = !DILocation(line: 32, column: 20, scope: !353)
!356 = !DILocation(line: 32, column: 12, scope: !353)
!357 = !DILocation(line: 32, column: 24, scope: !358)
!358 = distinct !DILexicalBlock(scope: !353, file: !1, line: 32, column: 7)
!359 = !DILocation(line: 32, column: 28, scope: !358)
!360 = !DILocation(line: 32, column: 26, scope: !358)
!361 = !DILocation(line: 32, column: 7, scope: !353)
!362 = !DILocalVariable(name: "i", scope: !363, file: !1, line: 33, type: !13)
!363 = distinct !DILexicalBlock(scope: !358, file: !1, line: 33, column: 9)
!364 = !DILocation(line: 33, column: 18, scope: !363)
!365 = !DILocation(line: 33, column: 22, scope: !363)
!366 = !DILocation(line: 33, column: 14, scope: !363)
!367 = !DILocation(line: 33, column: 26, scope: !368)
!368 = distinct !DILexicalBlock(scope: !363, file: !1, line: 33, column: 9)
!369 = !DILocation(line: 33, column: 30, scope: !368)
!370 = !DILocation(line: 33, column: 28, scope: !368)
!371 = !DILocation(line: 33, column: 9, scope: !363)
!372 = !DILocation(line: 34, column: 16, scope: !368)
!373 = !DILocation(line: 34, column: 18, scope: !368)
!374 = !DILocation(line: 34, column: 22, scope: !368)
!375 = !DILocation(line: 34, column: 20, scope: !368)
!376 = !DILocation(line: 34, column: 26, scope: !368)
!377 = !DILocation(line: 34, column: 24, scope: !368)
!378 = !DILocation(line: 34, column: 32, scope: !368)
!379 = !DILocation(line: 34, column: 34, scope: !368)
!380 = !DILocation(line: 34, column: 31, scope: !368)
!381 = !DILocation(line: 34, column: 13, scope: !368)
!382 = !DILocation(line: 34, column: 11, scope: !368)
!383 = !DILocation(line: 33, column: 35, scope: !368)
!384 = !DILocation(line: 33, column: 9, scope: !368)
!385 = distinct !{!385, !371, !386, !91}
!386 = !DILocation(line: 34, column: 37, scope: !363)
!387 = !DILocation(line: 32, column: 33, scope: !358)
!388 = !DILocation(line: 32, column: 7, scope: !358)
!389 = distinct !{!389, !361, !390, !91}
!390 = !DILocation(line: 34, column: 37, scope: !353)
!391 = !DILocation(line: 35, column: 5, scope: !341)
!392 = !DILocation(line: 30, column: 36, scope: !336)
!393 = !DILocation(line: 30, column: 33, scope: !336)
!394 = !DILocation(line: 30, column: 5, scope: !336)
!395 = distinct !{!395, !339, !396, !91}
!396 = !DILocation(line: 35, column: 5, scope: !332)
!397 = !DILocation(line: 36, column: 3, scope: !320)
!398 = !DILocation(line: 28, column: 34, scope: !315)
!399 = !DILocation(line: 28, column: 31, scope: !315)
!400 = !DILocation(line: 28, column: 3, scope: !315)
!401 = distinct !{!401, !318, !402, !91}
!402 = !DILocation(line: 36, column: 3, scope: !311)
!403 = !DILocation(line: 37, column: 10, scope: !297)
!404 = !DILocation(line: 37, column: 3, scope: !297)
!405 = distinct !DISubprogram(name: "min_int", scope: !1, file: !1, line: 8, type: !406, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!406 = !DISubroutineType(types: !407)
!407 = !{!13, !13, !13}
!408 = !DILocalVariable(name: "a", arg: 1, scope: !405, file: !1, line: 8, type: !13)
!409 = !DILocation(line: 8, column: 24, scope: !405)
!410 = !DILocalVariable(name: "b", arg: 2, scope: !405, file: !1, line: 8, type: !13)
!411 = !DILocation(line: 8, column: 31, scope: !405)
!412 = !DILocation(line: 8, column: 43, scope: !405)
!413 = !DILocation(line: 8, column: 47, scope: !405)
!414 = !DILocation(line: 8, column: 45, scope: !405)
!415 = !DILocation(line: 8, column: 51, scope: !405)
!416 = !DILocation(line: 8, column: 55, scope: !405)
!417 = !DILocation(line: 8, column: 36, scope: !405)
