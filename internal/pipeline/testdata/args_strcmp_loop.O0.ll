; ModuleID = 'args_strcmp_loop.c'
source_filename = "args_strcmp_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.Config = type { i32, i32, double, i32 }

@.str = private unnamed_addr constant [6 x i8] c"n=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"-n\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"-i\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"-v\00", align 1
@stderr = external global %struct._IO_FILE*, align 8
@.str.5 = private unnamed_addr constant [12 x i8] c"unknown %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.Config, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.Config* %6, metadata !22, metadata !DIExpression()), !dbg !31
  call void @config_default(%struct.Config* noundef %6), !dbg !32
  %12 = load i32, i32* %4, align 4, !dbg !33
  %13 = load i8**, i8*** %5, align 8, !dbg !35
  %14 = call i32 @parse_args(i32 noundef %12, i8** noundef %13, %struct.Config* noundef %6), !dbg !36
  %15 = icmp ne i32 %14, 0, !dbg !37
  br i1 %15, label %16, label %17, !dbg !38

16:                                               ; preds = %2
  store i32 1, i32* %3, align 4, !dbg !39
  br label %80, !dbg !39

17:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata double** %7, metadata !40, metadata !DIExpression()), !dbg !42
  %18 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 0, !dbg !43
  %19 = load i32, i32* %18, align 8, !dbg !43
  %20 = sext i32 %19 to i64, !dbg !44
  %21 = call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #5, !dbg !45
  %22 = bitcast i8* %21 to double*, !dbg !45
  store double* %22, double** %7, align 8, !dbg !42
  call void @llvm.dbg.declare(metadata double** %8, metadata !46, metadata !DIExpression()), !dbg !47
  %23 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 0, !dbg !48
  %24 = load i32, i32* %23, align 8, !dbg !48
  %25 = sext i32 %24 to i64, !dbg !49
  %26 = call noalias i8* @calloc(i64 noundef %25, i64 noundef 8) #5, !dbg !50
  %27 = bitcast i8* %26 to double*, !dbg !50
  store double* %27, double** %8, align 8, !dbg !47
  call void @llvm.dbg.declare(metadata i32* %9, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %9, align 4, !dbg !53
  br label %28, !dbg !54

28:                                               ; preds = %41, %17
  %29 = load i32, i32* %9, align 4, !dbg !55
  %30 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 0, !dbg !57
  %31 = load i32, i32* %30, align 8, !dbg !57
  %32 = icmp slt i32 %29, %31, !dbg !58
  br i1 %32, label %33, label %44, !dbg !59

33:                                               ; preds = %28
  %34 = load i32, i32* %9, align 4, !dbg !60
  %35 = srem i32 %34, 3, !dbg !61
  %36 = sitofp i32 %35 to double, !dbg !60
  %37 = load double*, double** %7, align 8, !dbg !62
  %38 = load i32, i32* %9, align 4, !dbg !63
  %39 = sext i32 %38 to i64, !dbg !62
  %40 = getelementptr inbounds double, double* %37, i64 %39, !dbg !62
  store double %36, double* %40, align 8, !dbg !64
  br label %41, !dbg !62

41:                                               ; preds = %33
  %42 = load i32, i32* %9, align 4, !dbg !65
  %43 = add nsw i32 %42, 1, !dbg !65
  store i32 %43, i32* %9, align 4, !dbg !65
  br label %28, !dbg !66, !llvm.loop !67

44:                                               ; preds = %28
  %45 = load double*, double** %7, align 8, !dbg !70
  %46 = load double*, double** %8, align 8, !dbg !71
  call void @relax(%struct.Config* noundef %6, double* noundef %45, double* noundef %46), !dbg !72
  call void @llvm.dbg.declare(metadata double* %10, metadata !73, metadata !DIExpression()), !dbg !74
  store double 0.000000e+00, double* %10, align 8, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %11, metadata !75, metadata !DIExpression()), !dbg !77
  store i32 0, i32* %11, align 4, !dbg !77
  br label %47, !dbg !78

47:                                               ; preds = %66, %44
  %48 = load i32, i32* %11, align 4, !dbg !79
  %49 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 0, !dbg !81
  %50 = load i32, i32* %49, align 8, !dbg !81
  %51 = icmp slt i32 %48, %50, !dbg !82
  br i1 %51, label %52, label %69, !dbg !83

52:                                               ; preds = %47
  %53 = load double*, double** %7, align 8, !dbg !84
  %54 = load i32, i32* %11, align 4, !dbg !85
  %55 = sext i32 %54 to i64, !dbg !84
  %56 = getelementptr inbounds double, double* %53, i64 %55, !dbg !84
  %57 = load double, double* %56, align 8, !dbg !84
  %58 = load double*, double** %8, align 8, !dbg !86
  %59 = load i32, i32* %11, align 4, !dbg !87
  %60 = sext i32 %59 to i64, !dbg !86
  %61 = getelementptr inbounds double, double* %58, i64 %60, !dbg !86
  %62 = load double, double* %61, align 8, !dbg !86
  %63 = fadd double %57, %62, !dbg !88
  %64 = load double, double* %10, align 8, !dbg !89
  %65 = fadd double %64, %63, !dbg !89
  store double %65, double* %10, align 8, !dbg !89
  br label %66, !dbg !90

66:                                               ; preds = %52
  %67 = load i32, i32* %11, align 4, !dbg !91
  %68 = add nsw i32 %67, 1, !dbg !91
  store i32 %68, i32* %11, align 4, !dbg !91
  br label %47, !dbg !92, !llvm.loop !93

69:                                               ; preds = %47
  %70 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 3, !dbg !95
  %71 = load i32, i32* %70, align 8, !dbg !95
  %72 = icmp ne i32 %71, 0, !dbg !97
  br i1 %72, label %73, label %77, !dbg !98

73:                                               ; preds = %69
  %74 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 0, !dbg !99
  %75 = load i32, i32* %74, align 8, !dbg !99
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %75), !dbg !100
  br label %77, !dbg !100

77:                                               ; preds = %73, %69
  %78 = load double, double* %10, align 8, !dbg !101
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %78), !dbg !102
  store i32 0, i32* %3, align 4, !dbg !103
  br label %80, !dbg !103

80:                                               ; preds = %77, %16
  %81 = load i32, i32* %3, align 4, !dbg !104
  ret i32 %81, !dbg !104
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @config_default(%struct.Config* noundef %0) #0 !dbg !105 {
  %2 = alloca %struct.Config*, align 8
  store %struct.Config* %0, %struct.Config** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Config** %2, metadata !109, metadata !DIExpression()), !dbg !110
  %3 = load %struct.Config*, %struct.Config** %2, align 8, !dbg !111
  %4 = getelementptr inbounds %struct.Config, %struct.Config* %3, i32 0, i32 0, !dbg !112
  store i32 128, i32* %4, align 8, !dbg !113
  %5 = load %struct.Config*, %struct.Config** %2, align 8, !dbg !114
  %6 = getelementptr inbounds %struct.Config, %struct.Config* %5, i32 0, i32 1, !dbg !115
  store i32 4, i32* %6, align 4, !dbg !116
  %7 = load %struct.Config*, %struct.Config** %2, align 8, !dbg !117
  %8 = getelementptr inbounds %struct.Config, %struct.Config* %7, i32 0, i32 2, !dbg !118
  store double 5.000000e-01, double* %8, align 8, !dbg !119
  %9 = load %struct.Config*, %struct.Config** %2, align 8, !dbg !120
  %10 = getelementptr inbounds %struct.Config, %struct.Config* %9, i32 0, i32 3, !dbg !121
  store i32 0, i32* %10, align 8, !dbg !122
  ret void, !dbg !123
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_args(i32 noundef %0, i8** noundef %1, %struct.Config* noundef %2) #0 !dbg !124 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8**, align 8
  %7 = alloca %struct.Config*, align 8
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !127, metadata !DIExpression()), !dbg !128
  store i8** %1, i8*** %6, align 8
  call void @llvm.dbg.declare(metadata i8*** %6, metadata !129, metadata !DIExpression()), !dbg !130
  store %struct.Config* %2, %struct.Config** %7, align 8
  call void @llvm.dbg.declare(metadata %struct.Config** %7, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.declare(metadata i32* %8, metadata !133, metadata !DIExpression()), !dbg !135
  store i32 1, i32* %8, align 4, !dbg !135
  br label %9, !dbg !136

9:                                                ; preds = %81, %3
  %10 = load i32, i32* %8, align 4, !dbg !137
  %11 = load i32, i32* %5, align 4, !dbg !139
  %12 = icmp slt i32 %10, %11, !dbg !140
  br i1 %12, label %13, label %84, !dbg !141

13:                                               ; preds = %9
  %14 = load i8**, i8*** %6, align 8, !dbg !142
  %15 = load i32, i32* %8, align 4, !dbg !145
  %16 = sext i32 %15 to i64, !dbg !142
  %17 = getelementptr inbounds i8*, i8** %14, i64 %16, !dbg !142
  %18 = load i8*, i8** %17, align 8, !dbg !142
  %19 = call i32 @strcmp(i8* noundef %18, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0)) #6, !dbg !146
  %20 = icmp eq i32 %19, 0, !dbg !147
  br i1 %20, label %21, label %36, !dbg !148

21:                                               ; preds = %13
  %22 = load i32, i32* %8, align 4, !dbg !149
  %23 = add nsw i32 %22, 1, !dbg !150
  %24 = load i32, i32* %5, align 4, !dbg !151
  %25 = icmp slt i32 %23, %24, !dbg !152
  br i1 %25, label %26, label %36, !dbg !153

26:                                               ; preds = %21
  %27 = load i8**, i8*** %6, align 8, !dbg !154
  %28 = load i32, i32* %8, align 4, !dbg !155
  %29 = add nsw i32 %28, 1, !dbg !155
  store i32 %29, i32* %8, align 4, !dbg !155
  %30 = sext i32 %29 to i64, !dbg !154
  %31 = getelementptr inbounds i8*, i8** %27, i64 %30, !dbg !154
  %32 = load i8*, i8** %31, align 8, !dbg !154
  %33 = call i32 @atoi(i8* noundef %32) #6, !dbg !156
  %34 = load %struct.Config*, %struct.Config** %7, align 8, !dbg !157
  %35 = getelementptr inbounds %struct.Config, %struct.Config* %34, i32 0, i32 0, !dbg !158
  store i32 %33, i32* %35, align 8, !dbg !159
  br label %80, !dbg !157

36:                                               ; preds = %21, %13
  %37 = load i8**, i8*** %6, align 8, !dbg !160
  %38 = load i32, i32* %8, align 4, !dbg !162
  %39 = sext i32 %38 to i64, !dbg !160
  %40 = getelementptr inbounds i8*, i8** %37, i64 %39, !dbg !160
  %41 = load i8*, i8** %40, align 8, !dbg !160
  %42 = call i32 @strcmp(i8* noundef %41, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.3, i64 0, i64 0)) #6, !dbg !163
  %43 = icmp eq i32 %42, 0, !dbg !164
  br i1 %43, label %44, label %59, !dbg !165

44:                                               ; preds = %36
  %45 = load i32, i32* %8, align 4, !dbg !166
  %46 = add nsw i32 %45, 1, !dbg !167
  %47 = load i32, i32* %5, align 4, !dbg !168
  %48 = icmp slt i32 %46, %47, !dbg !169
  br i1 %48, label %49, label %59, !dbg !170

49:                                               ; preds = %44
  %50 = load i8**, i8*** %6, align 8, !dbg !171
  %51 = load i32, i32* %8, align 4, !dbg !172
  %52 = add nsw i32 %51, 1, !dbg !172
  store i32 %52, i32* %8, align 4, !dbg !172
  %53 = sext i32 %52 to i64, !dbg !171
  %54 = getelementptr inbounds i8*, i8** %50, i64 %53, !dbg !171
  %55 = load i8*, i8** %54, align 8, !dbg !171
  %56 = call i32 @atoi(i8* noundef %55) #6, !dbg !173
  %57 = load %struct.Config*, %struct.Config** %7, align 8, !dbg !174
  %58 = getelementptr inbounds %struct.Config, %struct.Config* %57, i32 0, i32 1, !dbg !175
  store i32 %56, i32* %58, align 4, !dbg !176
  br label %79, !dbg !174

59:                                               ; preds = %44, %36
  %60 = load i8**, i8*** %6, align 8, !dbg !177
  %61 = load i32, i32* %8, align 4, !dbg !179
  %62 = sext i32 %61 to i64, !dbg !177
  %63 = getelementptr inbounds i8*, i8** %60, i64 %62, !dbg !177
  %64 = load i8*, i8** %63, align 8, !dbg !177
  %65 = call i32 @strcmp(i8* noundef %64, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0)) #6, !dbg !180
  %66 = icmp eq i32 %65, 0, !dbg !181
  br i1 %66, label %67, label %70, !dbg !182

67:                                               ; preds = %59
  %68 = load %struct.Config*, %struct.Config** %7, align 8, !dbg !183
  %69 = getelementptr inbounds %struct.Config, %struct.Config* %68, i32 0, i32 3, !dbg !184
  store i32 1, i32* %69, align 8, !dbg !185
  br label %78, !dbg !183

70:                                               ; preds = %59
  %71 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !186
  %72 = load i8**, i8*** %6, align 8, !dbg !188
  %73 = load i32, i32* %8, align 4, !dbg !189
  %74 = sext i32 %73 to i64, !dbg !188
  %75 = getelementptr inbounds i8*, i8** %72, i64 %74, !dbg !188
  %76 = load i8*, i8** %75, align 8, !dbg !188
  %77 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %71, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i8* noundef %76), !dbg !190
  store i32 -1, i32* %4, align 4, !dbg !191
  br label %91, !dbg !191

78:                                               ; preds = %67
  br label %79

79:                                               ; preds = %78, %49
  br label %80

80:                                               ; preds = %79, %26
  br label %81, !dbg !192

81:                                               ; preds = %80
  %82 = load i32, i32* %8, align 4, !dbg !193
  %83 = add nsw i32 %82, 1, !dbg !193
  store i32 %83, i32* %8, align 4, !dbg !193
  br label %9, !dbg !194, !llvm.loop !195

84:                                               ; preds = %9
  %85 = load %struct.Config*, %struct.Config** %7, align 8, !dbg !197
  %86 = getelementptr inbounds %struct.Config, %struct.Config* %85, i32 0, i32 0, !dbg !199
  %87 = load i32, i32* %86, align 8, !dbg !199
  %88 = icmp sle i32 %87, 0, !dbg !200
  br i1 %88, label %89, label %90, !dbg !201

89:                                               ; preds = %84
  store i32 -1, i32* %4, align 4, !dbg !202
  br label %91, !dbg !202

90:                                               ; preds = %84
  store i32 0, i32* %4, align 4, !dbg !203
  br label %91, !dbg !203

91:                                               ; preds = %90, %89, %70
  %92 = load i32, i32* %4, align 4, !dbg !204
  ret i32 %92, !dbg !204
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @relax(%struct.Config* noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !205 {
  %4 = alloca %struct.Config*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  store %struct.Config* %0, %struct.Config** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Config** %4, metadata !210, metadata !DIExpression()), !dbg !211
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !212, metadata !DIExpression()), !dbg !213
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !214, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.declare(metadata i32* %7, metadata !216, metadata !DIExpression()), !dbg !217
  %11 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !218
  %12 = getelementptr inbounds %struct.Config, %struct.Config* %11, i32 0, i32 0, !dbg !219
  %13 = load i32, i32* %12, align 8, !dbg !219
  store i32 %13, i32* %7, align 4, !dbg !217
  call void @llvm.dbg.declare(metadata i32* %8, metadata !220, metadata !DIExpression()), !dbg !222
  store i32 0, i32* %8, align 4, !dbg !222
  br label %14, !dbg !223

14:                                               ; preds = %65, %3
  %15 = load i32, i32* %8, align 4, !dbg !224
  %16 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !226
  %17 = getelementptr inbounds %struct.Config, %struct.Config* %16, i32 0, i32 1, !dbg !227
  %18 = load i32, i32* %17, align 4, !dbg !227
  %19 = icmp slt i32 %15, %18, !dbg !228
  br i1 %19, label %20, label %68, !dbg !229

20:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %9, metadata !230, metadata !DIExpression()), !dbg !232
  store i32 1, i32* %9, align 4, !dbg !232
  br label %21, !dbg !233

21:                                               ; preds = %56, %20
  %22 = load double*, double** %5, align 8, !dbg !234
  %23 = load i32, i32* %9, align 4, !dbg !236
  %24 = sext i32 %23 to i64, !dbg !234
  %25 = getelementptr inbounds double, double* %22, i64 %24, !dbg !234
  %26 = load double, double* %25, align 8, !dbg !234
  %27 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !237
  %28 = getelementptr inbounds %struct.Config, %struct.Config* %27, i32 0, i32 2, !dbg !238
  %29 = load double, double* %28, align 8, !dbg !238
  %30 = load double*, double** %5, align 8, !dbg !239
  %31 = load i32, i32* %9, align 4, !dbg !240
  %32 = sub nsw i32 %31, 1, !dbg !241
  %33 = sext i32 %32 to i64, !dbg !239
  %34 = getelementptr inbounds double, double* %30, i64 %33, !dbg !239
  %35 = load double, double* %34, align 8, !dbg !239
  %36 = load double*, double** %5, align 8, !dbg !242
  %37 = load i32, i32* %9, align 4, !dbg !243
  %38 = sext i32 %37 to i64, !dbg !242
  %39 = getelementptr inbounds double, double* %36, i64 %38, !dbg !242
  %40 = load double, double* %39, align 8, !dbg !242
  %41 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %40, double %35), !dbg !244
  %42 = load double*, double** %5, align 8, !dbg !245
  %43 = load i32, i32* %9, align 4, !dbg !246
  %44 = add nsw i32 %43, 1, !dbg !247
  %45 = sext i32 %44 to i64, !dbg !245
  %46 = getelementptr inbounds double, double* %42, i64 %45, !dbg !245
  %47 = load double, double* %46, align 8, !dbg !245
  %48 = fadd double %41, %47, !dbg !248
  %49 = call double @llvm.fmuladd.f64(double %29, double %48, double %26), !dbg !249
  %50 = load double*, double** %6, align 8, !dbg !250
  %51 = load i32, i32* %9, align 4, !dbg !251
  %52 = sext i32 %51 to i64, !dbg !250
  %53 = getelementptr inbounds double, double* %50, i64 %52, !dbg !250
  store double %49, double* %53, align 8, !dbg !252
  %54 = load i32, i32* %9, align 4, !dbg !253
  %55 = add nsw i32 %54, 1, !dbg !253
  store i32 %55, i32* %9, align 4, !dbg !253
  br label %56, !dbg !254

56:                                               ; preds = %21
  %57 = load i32, i32* %9, align 4, !dbg !255
  %58 = load i32, i32* %7, align 4, !dbg !256
  %59 = sub nsw i32 %58, 1, !dbg !257
  %60 = icmp slt i32 %57, %59, !dbg !258
  br i1 %60, label %21, label %61, !dbg !254, !llvm.loop !259

61:                                               ; preds = %56
  call void @llvm.dbg.declare(metadata double** %10, metadata !261, metadata !DIExpression()), !dbg !262
  %62 = load double*, double** %5, align 8, !dbg !263
  store double* %62, double** %10, align 8, !dbg !262
  %63 = load double*, double** %6, align 8, !dbg !264
  store double* %63, double** %5, align 8, !dbg !265
  %64 = load double*, double** %10, align 8, !dbg !266
  store double* %64, double** %6, align 8, !dbg !267
  br label %65, !dbg !268

65:                                               ; preds = %61
  %66 = load i32, i32* %8, align 4, !dbg !269
  %67 = add nsw i32 %66, 1, !dbg !269
  store i32 %67, i32* %8, align 4, !dbg !269
  br label %14, !dbg !270, !llvm.loop !271

68:                                               ; preds = %14
  ret void, !dbg !273
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_strcmp_loop.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "dcf71f71eeb31bcd21b4464bfb810ba4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !11, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 30, type: !13)
!19 = !DILocation(line: 30, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 30, type: !14)
!21 = !DILocation(line: 30, column: 27, scope: !10)
!22 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 31, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "Config", file: !1, line: 7, baseType: !24)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 192, elements: !25)
!25 = !{!26, !27, !28, !30}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !24, file: !1, line: 7, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "iters", scope: !24, file: !1, line: 7, baseType: !13, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "alpha", scope: !24, file: !1, line: 7, baseType: !29, size: 64, offset: 64)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !24, file: !1, line: 7, baseType: !13, size: 32, offset: 128)
!31 = !DILocation(line: 31, column: 10, scope: !10)
!32 = !DILocation(line: 32, column: 3, scope: !10)
!33 = !DILocation(line: 33, column: 18, scope: !34)
!34 = distinct !DILexicalBlock(scope: !10, file: !1, line: 33, column: 7)
!35 = !DILocation(line: 33, column: 24, scope: !34)
!36 = !DILocation(line: 33, column: 7, scope: !34)
!37 = !DILocation(line: 33, column: 34, scope: !34)
!38 = !DILocation(line: 33, column: 7, scope: !10)
!39 = !DILocation(line: 33, column: 40, scope: !34)
!40 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 34, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!42 = !DILocation(line: 34, column: 11, scope: !10)
!43 = !DILocation(line: 34, column: 24, scope: !10)
!44 = !DILocation(line: 34, column: 22, scope: !10)
!45 = !DILocation(line: 34, column: 15, scope: !10)
!46 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 34, type: !41)
!47 = !DILocation(line: 34, column: 45, scope: !10)
!48 = !DILocation(line: 34, column: 58, scope: !10)
!49 = !DILocation(line: 34, column: 56, scope: !10)
!50 = !DILocation(line: 34, column: 49, scope: !10)
!51 = !DILocalVariable(name: "i", scope: !52, file: !1, line: 35, type: !13)
!52 = distinct !DILexicalBlock(scope: !10, file: !1, line: 35, column: 3)
!53 = !DILocation(line: 35, column: 12, scope: !52)
!54 = !DILocation(line: 35, column: 8, scope: !52)
!55 = !DILocation(line: 35, column: 19, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !1, line: 35, column: 3)
!57 = !DILocation(line: 35, column: 25, scope: !56)
!58 = !DILocation(line: 35, column: 21, scope: !56)
!59 = !DILocation(line: 35, column: 3, scope: !52)
!60 = !DILocation(line: 35, column: 40, scope: !56)
!61 = !DILocation(line: 35, column: 42, scope: !56)
!62 = !DILocation(line: 35, column: 33, scope: !56)
!63 = !DILocation(line: 35, column: 35, scope: !56)
!64 = !DILocation(line: 35, column: 38, scope: !56)
!65 = !DILocation(line: 35, column: 29, scope: !56)
!66 = !DILocation(line: 35, column: 3, scope: !56)
!67 = distinct !{!67, !59, !68, !69}
!68 = !DILocation(line: 35, column: 44, scope: !52)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 36, column: 13, scope: !10)
!71 = !DILocation(line: 36, column: 16, scope: !10)
!72 = !DILocation(line: 36, column: 3, scope: !10)
!73 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 37, type: !29)
!74 = !DILocation(line: 37, column: 10, scope: !10)
!75 = !DILocalVariable(name: "i", scope: !76, file: !1, line: 38, type: !13)
!76 = distinct !DILexicalBlock(scope: !10, file: !1, line: 38, column: 3)
!77 = !DILocation(line: 38, column: 12, scope: !76)
!78 = !DILocation(line: 38, column: 8, scope: !76)
!79 = !DILocation(line: 38, column: 19, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !1, line: 38, column: 3)
!81 = !DILocation(line: 38, column: 25, scope: !80)
!82 = !DILocation(line: 38, column: 21, scope: !80)
!83 = !DILocation(line: 38, column: 3, scope: !76)
!84 = !DILocation(line: 38, column: 38, scope: !80)
!85 = !DILocation(line: 38, column: 40, scope: !80)
!86 = !DILocation(line: 38, column: 45, scope: !80)
!87 = !DILocation(line: 38, column: 47, scope: !80)
!88 = !DILocation(line: 38, column: 43, scope: !80)
!89 = !DILocation(line: 38, column: 35, scope: !80)
!90 = !DILocation(line: 38, column: 33, scope: !80)
!91 = !DILocation(line: 38, column: 29, scope: !80)
!92 = !DILocation(line: 38, column: 3, scope: !80)
!93 = distinct !{!93, !83, !94, !69}
!94 = !DILocation(line: 38, column: 48, scope: !76)
!95 = !DILocation(line: 39, column: 9, scope: !96)
!96 = distinct !DILexicalBlock(scope: !10, file: !1, line: 39, column: 7)
!97 = !DILocation(line: 39, column: 7, scope: !96)
!98 = !DILocation(line: 39, column: 7, scope: !10)
!99 = !DILocation(line: 39, column: 37, scope: !96)
!100 = !DILocation(line: 39, column: 18, scope: !96)
!101 = !DILocation(line: 40, column: 18, scope: !10)
!102 = !DILocation(line: 40, column: 3, scope: !10)
!103 = !DILocation(line: 41, column: 3, scope: !10)
!104 = !DILocation(line: 42, column: 1, scope: !10)
!105 = distinct !DISubprogram(name: "config_default", scope: !1, file: !1, line: 8, type: !106, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!109 = !DILocalVariable(name: "c", arg: 1, scope: !105, file: !1, line: 8, type: !108)
!110 = !DILocation(line: 8, column: 36, scope: !105)
!111 = !DILocation(line: 8, column: 41, scope: !105)
!112 = !DILocation(line: 8, column: 44, scope: !105)
!113 = !DILocation(line: 8, column: 46, scope: !105)
!114 = !DILocation(line: 8, column: 53, scope: !105)
!115 = !DILocation(line: 8, column: 56, scope: !105)
!116 = !DILocation(line: 8, column: 62, scope: !105)
!117 = !DILocation(line: 8, column: 67, scope: !105)
!118 = !DILocation(line: 8, column: 70, scope: !105)
!119 = !DILocation(line: 8, column: 76, scope: !105)
!120 = !DILocation(line: 8, column: 83, scope: !105)
!121 = !DILocation(line: 8, column: 86, scope: !105)
!122 = !DILocation(line: 8, column: 94, scope: !105)
!123 = !DILocation(line: 8, column: 99, scope: !105)
!124 = distinct !DISubprogram(name: "parse_args", scope: !1, file: !1, line: 9, type: !125, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!125 = !DISubroutineType(types: !126)
!126 = !{!13, !13, !14, !108}
!127 = !DILocalVariable(name: "argc", arg: 1, scope: !124, file: !1, line: 9, type: !13)
!128 = !DILocation(line: 9, column: 27, scope: !124)
!129 = !DILocalVariable(name: "argv", arg: 2, scope: !124, file: !1, line: 9, type: !14)
!130 = !DILocation(line: 9, column: 40, scope: !124)
!131 = !DILocalVariable(name: "c", arg: 3, scope: !124, file: !1, line: 9, type: !108)
!132 = !DILocation(line: 9, column: 54, scope: !124)
!133 = !DILocalVariable(name: "i", scope: !134, file: !1, line: 10, type: !13)
!134 = distinct !DILexicalBlock(scope: !124, file: !1, line: 10, column: 3)
!135 = !DILocation(line: 10, column: 12, scope: !134)
!136 = !DILocation(line: 10, column: 8, scope: !134)
!137 = !DILocation(line: 10, column: 19, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !1, line: 10, column: 3)
!139 = !DILocation(line: 10, column: 23, scope: !138)
!140 = !DILocation(line: 10, column: 21, scope: !138)
!141 = !DILocation(line: 10, column: 3, scope: !134)
!142 = !DILocation(line: 11, column: 16, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !1, line: 11, column: 9)
!144 = distinct !DILexicalBlock(scope: !138, file: !1, line: 10, column: 34)
!145 = !DILocation(line: 11, column: 21, scope: !143)
!146 = !DILocation(line: 11, column: 9, scope: !143)
!147 = !DILocation(line: 11, column: 31, scope: !143)
!148 = !DILocation(line: 11, column: 36, scope: !143)
!149 = !DILocation(line: 11, column: 39, scope: !143)
!150 = !DILocation(line: 11, column: 41, scope: !143)
!151 = !DILocation(line: 11, column: 47, scope: !143)
!152 = !DILocation(line: 11, column: 45, scope: !143)
!153 = !DILocation(line: 11, column: 9, scope: !144)
!154 = !DILocation(line: 11, column: 65, scope: !143)
!155 = !DILocation(line: 11, column: 70, scope: !143)
!156 = !DILocation(line: 11, column: 60, scope: !143)
!157 = !DILocation(line: 11, column: 53, scope: !143)
!158 = !DILocation(line: 11, column: 56, scope: !143)
!159 = !DILocation(line: 11, column: 58, scope: !143)
!160 = !DILocation(line: 12, column: 21, scope: !161)
!161 = distinct !DILexicalBlock(scope: !143, file: !1, line: 12, column: 14)
!162 = !DILocation(line: 12, column: 26, scope: !161)
!163 = !DILocation(line: 12, column: 14, scope: !161)
!164 = !DILocation(line: 12, column: 36, scope: !161)
!165 = !DILocation(line: 12, column: 41, scope: !161)
!166 = !DILocation(line: 12, column: 44, scope: !161)
!167 = !DILocation(line: 12, column: 46, scope: !161)
!168 = !DILocation(line: 12, column: 52, scope: !161)
!169 = !DILocation(line: 12, column: 50, scope: !161)
!170 = !DILocation(line: 12, column: 14, scope: !143)
!171 = !DILocation(line: 12, column: 74, scope: !161)
!172 = !DILocation(line: 12, column: 79, scope: !161)
!173 = !DILocation(line: 12, column: 69, scope: !161)
!174 = !DILocation(line: 12, column: 58, scope: !161)
!175 = !DILocation(line: 12, column: 61, scope: !161)
!176 = !DILocation(line: 12, column: 67, scope: !161)
!177 = !DILocation(line: 13, column: 21, scope: !178)
!178 = distinct !DILexicalBlock(scope: !161, file: !1, line: 13, column: 14)
!179 = !DILocation(line: 13, column: 26, scope: !178)
!180 = !DILocation(line: 13, column: 14, scope: !178)
!181 = !DILocation(line: 13, column: 36, scope: !178)
!182 = !DILocation(line: 13, column: 14, scope: !161)
!183 = !DILocation(line: 13, column: 42, scope: !178)
!184 = !DILocation(line: 13, column: 45, scope: !178)
!185 = !DILocation(line: 13, column: 53, scope: !178)
!186 = !DILocation(line: 14, column: 20, scope: !187)
!187 = distinct !DILexicalBlock(scope: !178, file: !1, line: 14, column: 10)
!188 = !DILocation(line: 14, column: 44, scope: !187)
!189 = !DILocation(line: 14, column: 49, scope: !187)
!190 = !DILocation(line: 14, column: 12, scope: !187)
!191 = !DILocation(line: 14, column: 54, scope: !187)
!192 = !DILocation(line: 15, column: 3, scope: !144)
!193 = !DILocation(line: 10, column: 30, scope: !138)
!194 = !DILocation(line: 10, column: 3, scope: !138)
!195 = distinct !{!195, !141, !196, !69}
!196 = !DILocation(line: 15, column: 3, scope: !134)
!197 = !DILocation(line: 16, column: 7, scope: !198)
!198 = distinct !DILexicalBlock(scope: !124, file: !1, line: 16, column: 7)
!199 = !DILocation(line: 16, column: 10, scope: !198)
!200 = !DILocation(line: 16, column: 12, scope: !198)
!201 = !DILocation(line: 16, column: 7, scope: !124)
!202 = !DILocation(line: 16, column: 18, scope: !198)
!203 = !DILocation(line: 17, column: 3, scope: !124)
!204 = !DILocation(line: 18, column: 1, scope: !124)
!205 = distinct !DISubprogram(name: "relax", scope: !1, file: !1, line: 19, type: !206, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !208, !41, !41}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!210 = !DILocalVariable(name: "c", arg: 1, scope: !205, file: !1, line: 19, type: !208)
!211 = !DILocation(line: 19, column: 33, scope: !205)
!212 = !DILocalVariable(name: "u", arg: 2, scope: !205, file: !1, line: 19, type: !41)
!213 = !DILocation(line: 19, column: 44, scope: !205)
!214 = !DILocalVariable(name: "w", arg: 3, scope: !205, file: !1, line: 19, type: !41)
!215 = !DILocation(line: 19, column: 55, scope: !205)
!216 = !DILocalVariable(name: "n", scope: !205, file: !1, line: 20, type: !13)
!217 = !DILocation(line: 20, column: 7, scope: !205)
!218 = !DILocation(line: 20, column: 11, scope: !205)
!219 = !DILocation(line: 20, column: 14, scope: !205)
!220 = !DILocalVariable(name: "t", scope: !221, file: !1, line: 21, type: !13)
!221 = distinct !DILexicalBlock(scope: !205, file: !1, line: 21, column: 3)
!222 = !DILocation(line: 21, column: 12, scope: !221)
!223 = !DILocation(line: 21, column: 8, scope: !221)
!224 = !DILocation(line: 21, column: 19, scope: !225)
!225 = distinct !DILexicalBlock(scope: !221, file: !1, line: 21, column: 3)
!226 = !DILocation(line: 21, column: 23, scope: !225)
!227 = !DILocation(line: 21, column: 26, scope: !225)
!228 = !DILocation(line: 21, column: 21, scope: !225)
!229 = !DILocation(line: 21, column: 3, scope: !221)
!230 = !DILocalVariable(name: "k", scope: !231, file: !1, line: 22, type: !13)
!231 = distinct !DILexicalBlock(scope: !225, file: !1, line: 21, column: 38)
!232 = !DILocation(line: 22, column: 9, scope: !231)
!233 = !DILocation(line: 23, column: 5, scope: !231)
!234 = !DILocation(line: 24, column: 14, scope: !235)
!235 = distinct !DILexicalBlock(scope: !231, file: !1, line: 23, column: 8)
!236 = !DILocation(line: 24, column: 16, scope: !235)
!237 = !DILocation(line: 24, column: 21, scope: !235)
!238 = !DILocation(line: 24, column: 24, scope: !235)
!239 = !DILocation(line: 24, column: 33, scope: !235)
!240 = !DILocation(line: 24, column: 35, scope: !235)
!241 = !DILocation(line: 24, column: 37, scope: !235)
!242 = !DILocation(line: 24, column: 48, scope: !235)
!243 = !DILocation(line: 24, column: 50, scope: !235)
!244 = !DILocation(line: 24, column: 42, scope: !235)
!245 = !DILocation(line: 24, column: 55, scope: !235)
!246 = !DILocation(line: 24, column: 57, scope: !235)
!247 = !DILocation(line: 24, column: 59, scope: !235)
!248 = !DILocation(line: 24, column: 53, scope: !235)
!249 = !DILocation(line: 24, column: 19, scope: !235)
!250 = !DILocation(line: 24, column: 7, scope: !235)
!251 = !DILocation(line: 24, column: 9, scope: !235)
!252 = !DILocation(line: 24, column: 12, scope: !235)
!253 = !DILocation(line: 25, column: 8, scope: !235)
!254 = !DILocation(line: 26, column: 5, scope: !235)
!255 = !DILocation(line: 26, column: 14, scope: !231)
!256 = !DILocation(line: 26, column: 18, scope: !231)
!257 = !DILocation(line: 26, column: 20, scope: !231)
!258 = !DILocation(line: 26, column: 16, scope: !231)
!259 = distinct !{!259, !233, !260, !69}
!260 = !DILocation(line: 26, column: 23, scope: !231)
!261 = !DILocalVariable(name: "tmp", scope: !231, file: !1, line: 27, type: !41)
!262 = !DILocation(line: 27, column: 13, scope: !231)
!263 = !DILocation(line: 27, column: 19, scope: !231)
!264 = !DILocation(line: 27, column: 26, scope: !231)
!265 = !DILocation(line: 27, column: 24, scope: !231)
!266 = !DILocation(line: 27, column: 33, scope: !231)
!267 = !DILocation(line: 27, column: 31, scope: !231)
!268 = !DILocation(line: 28, column: 3, scope: !231)
!269 = !DILocation(line: 21, column: 34, scope: !225)
!270 = !DILocation(line: 21, column: 3, scope: !225)
!271 = distinct !{!271, !229, !272, !69}
!272 = !DILocation(line: 28, column: 3, scope: !221)
!273 = !DILocation(line: 29, column: 1, scope: !205)
