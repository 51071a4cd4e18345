; ModuleID = 'vla_stencil.c'
source_filename = "vla_stencil.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_sweep(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !12 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !21, metadata !DIExpression()), !dbg !22
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !23, metadata !DIExpression()), !dbg !24
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !25, metadata !DIExpression()), !dbg !26
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !27, metadata !DIExpression()), !dbg !28
  %11 = load i32, i32* %5, align 4, !dbg !29
  %12 = zext i32 %11 to i64
  %13 = load i32, i32* %6, align 4, !dbg !30
  %14 = zext i32 %13 to i64
  %15 = load i32, i32* %5, align 4, !dbg !31
  %16 = zext i32 %15 to i64
  %17 = load i32, i32* %6, align 4, !dbg !32
  %18 = zext i32 %17 to i64
  call void @llvm.dbg.declare(metadata i32* %9, metadata !33, metadata !DIExpression()), !dbg !35
  store i32 1, i32* %9, align 4, !dbg !35
  br label %19, !dbg !36

19:                                               ; preds = %97, %4
  %20 = load i32, i32* %9, align 4, !dbg !37
  %21 = load i32, i32* %5, align 4, !dbg !39
  %22 = sub nsw i32 %21, 1, !dbg !40
  %23 = icmp slt i32 %20, %22, !dbg !41
  br i1 %23, label %24, label %100, !dbg !42

24:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %10, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 1, i32* %10, align 4, !dbg !45
  br label %25, !dbg !46

25:                                               ; preds = %93, %24
  %26 = load i32, i32* %10, align 4, !dbg !47
  %27 = load i32, i32* %6, align 4, !dbg !49
  %28 = sub nsw i32 %27, 1, !dbg !50
  %29 = icmp slt i32 %26, %28, !dbg !51
  br i1 %29, label %30, label %96, !dbg !52

30:                                               ; preds = %25
  %31 = load double*, double** %7, align 8, !dbg !53
  %32 = load i32, i32* %9, align 4, !dbg !54
  %33 = sext i32 %32 to i64, !dbg !53
  %34 = mul nsw i64 %33, %14, !dbg !53
  %35 = getelementptr inbounds double, double* %31, i64 %34, !dbg !53
  %36 = load i32, i32* %10, align 4, !dbg !55
  %37 = sext i32 %36 to i64, !dbg !53
  %38 = getelementptr inbounds double, double* %35, i64 %37, !dbg !53
  %39 = load double, double* %38, align 8, !dbg !53
  %40 = load double*, double** %7, align 8, !dbg !56
  %41 = load i32, i32* %9, align 4, !dbg !57
  %42 = sub nsw i32 %41, 1, !dbg !58
  %43 = sext i32 %42 to i64, !dbg !56
  %44 = mul nsw i64 %43, %14, !dbg !56
  %45 = getelementptr inbounds double, double* %40, i64 %44, !dbg !56
  %46 = load i32, i32* %10, align 4, !dbg !59
  %47 = sext i32 %46 to i64, !dbg !56
  %48 = getelementptr inbounds double, double* %45, i64 %47, !dbg !56
  %49 = load double, double* %48, align 8, !dbg !56
  %50 = fadd double %39, %49, !dbg !60
  %51 = load double*, double** %7, align 8, !dbg !61
  %52 = load i32, i32* %9, align 4, !dbg !62
  %53 = add nsw i32 %52, 1, !dbg !63
  %54 = sext i32 %53 to i64, !dbg !61
  %55 = mul nsw i64 %54, %14, !dbg !61
  %56 = getelementptr inbounds double, double* %51, i64 %55, !dbg !61
  %57 = load i32, i32* %10, align 4, !dbg !64
  %58 = sext i32 %57 to i64, !dbg !61
  %59 = getelementptr inbounds double, double* %56, i64 %58, !dbg !61
  %60 = load double, double* %59, align 8, !dbg !61
  %61 = fadd double %50, %60, !dbg !65
  %62 = load double*, double** %7, align 8, !dbg !66
  %63 = load i32, i32* %9, align 4, !dbg !67
  %64 = sext i32 %63 to i64, !dbg !66
  %65 = mul nsw i64 %64, %14, !dbg !66
  %66 = getelementptr inbounds double, double* %62, i64 %65, !dbg !66
  %67 = load i32, i32* %10, align 4, !dbg !68
  %68 = sub nsw i32 %67, 1, !dbg !69
  %69 = sext i32 %68 to i64, !dbg !66
  %70 = getelementptr inbounds double, double* %66, i64 %69, !dbg !66
  %71 = load double, double* %70, align 8, !dbg !66
  %72 = fadd double %61, %71, !dbg !70
  %73 = load double*, double** %7, align 8, !dbg !71
  %74 = load i32, i32* %9, align 4, !dbg !72
  %75 = sext i32 %74 to i64, !dbg !71
  %76 = mul nsw i64 %75, %14, !dbg !71
  %77 = getelementptr inbounds double, double* %73, i64 %76, !dbg !71
  %78 = load i32, i32* %10, align 4, !dbg !73
  %79 = add nsw i32 %78, 1, !dbg !74
  %80 = sext i32 %79 to i64, !dbg !71
  %81 = getelementptr inbounds double, double* %77, i64 %80, !dbg !71
  %82 = load double, double* %81, align 8, !dbg !71
  %83 = fadd double %72, %82, !dbg !75
  %84 = fmul double 2.000000e-01, %83, !dbg !76
  %85 = load double*, double** %8, align 8, !dbg !77
  %86 = load i32, i32* %9, align 4, !dbg !78
  %87 = sext i32 %86 to i64, !dbg !77
  %88 = mul nsw i64 %87, %18, !dbg !77
  %89 = getelementptr inbounds double, double* %85, i64 %88, !dbg !77
  %90 = load i32, i32* %10, align 4, !dbg !79
  %91 = sext i32 %90 to i64, !dbg !77
  %92 = getelementptr inbounds double, double* %89, i64 %91, !dbg !77
  store double %84, double* %92, align 8, !dbg !80
  br label %93, !dbg !77

93:                                               ; preds = %30
  %94 = load i32, i32* %10, align 4, !dbg !81
  %95 = add nsw i32 %94, 1, !dbg !81
  store i32 %95, i32* %10, align 4, !dbg !81
  br label %25, !dbg !82, !llvm.loop !83

96:                                               ; preds = %25
  br label %97, !dbg !84

97:                                               ; preds = %96
  %98 = load i32, i32* %9, align 4, !dbg !86
  %99 = add nsw i32 %98, 1, !dbg !86
  store i32 %99, i32* %9, align 4, !dbg !86
  br label %19, !dbg !87, !llvm.loop !88

100:                                              ; preds = %19
  ret void, !dbg !90
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !91 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !97, metadata !DIExpression()), !dbg !98
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.declare(metadata i32* %6, metadata !101, metadata !DIExpression()), !dbg !102
  %16 = load i32, i32* %4, align 4, !dbg !103
  %17 = icmp sgt i32 %16, 1, !dbg !104
  br i1 %17, label %18, label %23, !dbg !103

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !105
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !105
  %21 = load i8*, i8** %20, align 8, !dbg !105
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !106
  br label %24, !dbg !103

23:                                               ; preds = %2
  br label %24, !dbg !103

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 64, %23 ], !dbg !103
  store i32 %25, i32* %6, align 4, !dbg !102
  call void @llvm.dbg.declare(metadata i32* %7, metadata !107, metadata !DIExpression()), !dbg !108
  %26 = load i32, i32* %4, align 4, !dbg !109
  %27 = icmp sgt i32 %26, 2, !dbg !110
  br i1 %27, label %28, label %33, !dbg !109

28:                                               ; preds = %24
  %29 = load i8**, i8*** %5, align 8, !dbg !111
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !111
  %31 = load i8*, i8** %30, align 8, !dbg !111
  %32 = call i32 @atoi(i8* noundef %31) #5, !dbg !112
  br label %34, !dbg !109

33:                                               ; preds = %24
  br label %34, !dbg !109

34:                                               ; preds = %33, %28
  %35 = phi i32 [ %32, %28 ], [ 80, %33 ], !dbg !109
  store i32 %35, i32* %7, align 4, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %8, metadata !113, metadata !DIExpression()), !dbg !114
  %36 = load i32, i32* %4, align 4, !dbg !115
  %37 = icmp sgt i32 %36, 3, !dbg !116
  br i1 %37, label %38, label %43, !dbg !115

38:                                               ; preds = %34
  %39 = load i8**, i8*** %5, align 8, !dbg !117
  %40 = getelementptr inbounds i8*, i8** %39, i64 3, !dbg !117
  %41 = load i8*, i8** %40, align 8, !dbg !117
  %42 = call i32 @atoi(i8* noundef %41) #5, !dbg !118
  br label %44, !dbg !115

43:                                               ; preds = %34
  br label %44, !dbg !115

44:                                               ; preds = %43, %38
  %45 = phi i32 [ %42, %38 ], [ 12, %43 ], !dbg !115
  store i32 %45, i32* %8, align 4, !dbg !114
  %46 = load i32, i32* %7, align 4, !dbg !119
  %47 = zext i32 %46 to i64, !dbg !120
  call void @llvm.dbg.declare(metadata double** %9, metadata !121, metadata !DIExpression()), !dbg !122
  %48 = load i32, i32* %6, align 4, !dbg !123
  %49 = zext i32 %48 to i64, !dbg !124
  %50 = load i32, i32* %7, align 4, !dbg !125
  %51 = zext i32 %50 to i64, !dbg !124
  %52 = mul nuw i64 %49, %51, !dbg !124
  %53 = mul nuw i64 8, %52, !dbg !124
  %54 = call noalias i8* @malloc(i64 noundef %53) #6, !dbg !126
  %55 = bitcast i8* %54 to double*, !dbg !126
  store double* %55, double** %9, align 8, !dbg !122
  %56 = load i32, i32* %7, align 4, !dbg !127
  %57 = zext i32 %56 to i64, !dbg !128
  call void @llvm.dbg.declare(metadata double** %10, metadata !129, metadata !DIExpression()), !dbg !130
  %58 = load i32, i32* %6, align 4, !dbg !131
  %59 = zext i32 %58 to i64, !dbg !132
  %60 = load i32, i32* %7, align 4, !dbg !133
  %61 = zext i32 %60 to i64, !dbg !132
  %62 = mul nuw i64 %59, %61, !dbg !132
  %63 = mul nuw i64 8, %62, !dbg !132
  %64 = call noalias i8* @malloc(i64 noundef %63) #6, !dbg !134
  %65 = bitcast i8* %64 to double*, !dbg !134
  store double* %65, double** %10, align 8, !dbg !130
  call void @llvm.dbg.declare(metadata double* %11, metadata !135, metadata !DIExpression()), !dbg !136
  store double 0.000000e+00, double* %11, align 8, !dbg !136
  %66 = load i32, i32* %6, align 4, !dbg !137
  %67 = load i32, i32* %7, align 4, !dbg !138
  %68 = load double*, double** %9, align 8, !dbg !139
  call void @init(i32 noundef %66, i32 noundef %67, double* noundef %68), !dbg !140
  %69 = load i32, i32* %6, align 4, !dbg !141
  %70 = load i32, i32* %7, align 4, !dbg !142
  %71 = load double*, double** %10, align 8, !dbg !143
  call void @init(i32 noundef %69, i32 noundef %70, double* noundef %71), !dbg !144
  call void @llvm.dbg.declare(metadata i32* %12, metadata !145, metadata !DIExpression()), !dbg !147
  store i32 0, i32* %12, align 4, !dbg !147
  br label %72, !dbg !148

72:                                               ; preds = %86, %44
  %73 = load i32, i32* %12, align 4, !dbg !149
  %74 = load i32, i32* %8, align 4, !dbg !151
  %75 = icmp slt i32 %73, %74, !dbg !152
  br i1 %75, label %76, label %89, !dbg !153

76:                                               ; preds = %72
  %77 = load i32, i32* %6, align 4, !dbg !154
  %78 = load i32, i32* %7, align 4, !dbg !156
  %79 = load double*, double** %9, align 8, !dbg !157
  %80 = load double*, double** %10, align 8, !dbg !158
  call void @kernel_sweep(i32 noundef %77, i32 noundef %78, double* noundef %79, double* noundef %80), !dbg !159
  %81 = load i32, i32* %7, align 4, !dbg !160
  %82 = zext i32 %81 to i64, !dbg !161
  call void @llvm.dbg.declare(metadata double** %13, metadata !162, metadata !DIExpression()), !dbg !163
  %83 = load double*, double** %9, align 8, !dbg !164
  store double* %83, double** %13, align 8, !dbg !163
  %84 = load double*, double** %10, align 8, !dbg !165
  store double* %84, double** %9, align 8, !dbg !166
  %85 = load double*, double** %13, align 8, !dbg !167
  store double* %85, double** %10, align 8, !dbg !168
  br label %86, !dbg !169

86:                                               ; preds = %76
  %87 = load i32, i32* %12, align 4, !dbg !170
  %88 = add nsw i32 %87, 1, !dbg !170
  store i32 %88, i32* %12, align 4, !dbg !170
  br label %72, !dbg !171, !llvm.loop !172

89:                                               ; preds = %72
  call void @llvm.dbg.declare(metadata i32* %14, metadata !174, metadata !DIExpression()), !dbg !176
  store i32 0, i32* %14, align 4, !dbg !176
  br label %90, !dbg !177

90:                                               ; preds = %115, %89
  %91 = load i32, i32* %14, align 4, !dbg !178
  %92 = load i32, i32* %6, align 4, !dbg !180
  %93 = icmp slt i32 %91, %92, !dbg !181
  br i1 %93, label %94, label %118, !dbg !182

94:                                               ; preds = %90
  call void @llvm.dbg.declare(metadata i32* %15, metadata !183, metadata !DIExpression()), !dbg !185
  store i32 0, i32* %15, align 4, !dbg !185
  br label %95, !dbg !186

95:                                               ; preds = %111, %94
  %96 = load i32, i32* %15, align 4, !dbg !187
  %97 = load i32, i32* %7, align 4, !dbg !189
  %98 = icmp slt i32 %96, %97, !dbg !190
  br i1 %98, label %99, label %114, !dbg !191

99:                                               ; preds = %95
  %100 = load double*, double** %9, align 8, !dbg !192
  %101 = load i32, i32* %14, align 4, !dbg !193
  %102 = sext i32 %101 to i64, !dbg !192
  %103 = mul nsw i64 %102, %47, !dbg !192
  %104 = getelementptr inbounds double, double* %100, i64 %103, !dbg !192
  %105 = load i32, i32* %15, align 4, !dbg !194
  %106 = sext i32 %105 to i64, !dbg !192
  %107 = getelementptr inbounds double, double* %104, i64 %106, !dbg !192
  %108 = load double, double* %107, align 8, !dbg !192
  %109 = load double, double* %11, align 8, !dbg !195
  %110 = fadd double %109, %108, !dbg !195
  store double %110, double* %11, align 8, !dbg !195
  br label %111, !dbg !196

111:                                              ; preds = %99
  %112 = load i32, i32* %15, align 4, !dbg !197
  %113 = add nsw i32 %112, 1, !dbg !197
  store i32 %113, i32* %15, align 4, !dbg !197
  br label %95, !dbg !198, !llvm.loop !199

114:                                              ; preds = %95
  br label %115, !dbg !200

115:                                              ; preds = %114
  %116 = load i32, i32* %14, align 4, !dbg !201
  %117 = add nsw i32 %116, 1, !dbg !201
  store i32 %117, i32* %14, align 4, !dbg !201
  br label %90, !dbg !202, !llvm.loop !203

118:                                              ; preds = %90
  %119 = load double, double* %11, align 8, !dbg !205
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %119), !dbg !206
  %121 = load double*, double** %9, align 8, !dbg !207
  %122 = bitcast double* %121 to i8*, !dbg !207
  call void @free(i8* noundef %122) #6, !dbg !208
  %123 = load double*, double** %10, align 8, !dbg !209
  %124 = bitcast double* %123 to i8*, !dbg !209
  call void @free(i8* noundef %124) #6, !dbg !210
  ret i32 0, !dbg !211
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init(i32 noundef %0, i32 noundef %1, double* noundef %2) #0 !dbg !212 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !215, metadata !DIExpression()), !dbg !216
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !217, metadata !DIExpression()), !dbg !218
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !219, metadata !DIExpression()), !dbg !220
  %9 = load i32, i32* %4, align 4, !dbg !221
  %10 = zext i32 %9 to i64
  %11 = load i32, i32* %5, align 4, !dbg !222
  %12 = zext i32 %11 to i64
  call void @llvm.dbg.declare(metadata i32* %7, metadata !223, metadata !DIExpression()), !dbg !225
  store i32 0, i32* %7, align 4, !dbg !225
  br label %13, !dbg !226

13:                                               ; preds = %49, %3
  %14 = load i32, i32* %7, align 4, !dbg !227
  %15 = load i32, i32* %4, align 4, !dbg !229
  %16 = icmp slt i32 %14, %15, !dbg !230
  br i1 %16, label %17, label %52, !dbg !231

17:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %8, metadata !232, metadata !DIExpression()), !dbg !234
  store i32 0, i32* %8, align 4, !dbg !234
  br label %18, !dbg !235

18:                                               ; preds = %45, %17
  %19 = load i32, i32* %8, align 4, !dbg !236
  %20 = load i32, i32* %5, align 4, !dbg !238
  %21 = icmp slt i32 %19, %20, !dbg !239
  br i1 %21, label %22, label %48, !dbg !240

22:                                               ; preds = %18
  %23 = load i32, i32* %7, align 4, !dbg !241
  %24 = icmp eq i32 %23, 0, !dbg !242
  br i1 %24, label %28, label %25, !dbg !243

25:                                               ; preds = %22
  %26 = load i32, i32* %8, align 4, !dbg !244
  %27 = icmp eq i32 %26, 0, !dbg !245
  br i1 %27, label %28, label %29, !dbg !246

28:                                               ; preds = %25, %22
  br label %35, !dbg !246

29:                                               ; preds = %25
  %30 = load i32, i32* %7, align 4, !dbg !247
  %31 = load i32, i32* %8, align 4, !dbg !248
  %32 = mul nsw i32 %30, %31, !dbg !249
  %33 = srem i32 %32, 7, !dbg !250
  %34 = sitofp i32 %33 to double, !dbg !251
  br label %35, !dbg !246

35:                                               ; preds = %29, %28
  %36 = phi double [ 1.000000e+02, %28 ], [ %34, %29 ], !dbg !246
  %37 = load double*, double** %6, align 8, !dbg !252
  %38 = load i32, i32* %7, align 4, !dbg !253
  %39 = sext i32 %38 to i64, !dbg !252
  %40 = mul nsw i64 %39, %12, !dbg !252
  %41 = getelementptr inbounds double, double* %37, i64 %40, !dbg !252
  %42 = load i32, i32* %8, align 4, !dbg !254
  %43 = sext i32 %42 to i64, !dbg !252
  %44 = getelementptr inbounds double, double* %41, i64 %43, !dbg !252
  store double %36, double* %44, align 8, !dbg !255
  br label %45, !dbg !252

45:                                               ; preds = %35
  %46 = load i32, i32* %8, align 4, !dbg !256
  %47 = add nsw i32 %46, 1, !dbg !256
  store i32 %47, i32* %8, align 4, !dbg !256
  br label %18, !dbg !257, !llvm.loop !258

48:                                               ; preds = %18
  br label %49, !dbg !259

49:                                               ; preds = %48
  %50 = load i32, i32* %7, align 4, !dbg !260
  %51 = add nsw i32 %50, 1, !dbg !260
  store i32 %51, i32* %7, align 4, !dbg !260
  br label %13, !dbg !261, !llvm.loop !262

52:                                               ; preds = %13
  ret void, !dbg !264
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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vla_stencil.c", directory: ".", checksumkind: CSK_MD5, checksum: "a83b819e8c81f5cc53107425d1dc86c1")
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
!12 = distinct !DISubprogram(name: "kernel_sweep", scope: !1, file: !1, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !15, !16, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: -1)
!20 = !{}
!21 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 14, type: !15)
!22 = !DILocation(line: 14, column: 23, scope: !12)
!23 = !DILocalVariable(name: "m", arg: 2, scope: !12, file: !1, line: 14, type: !15)
!24 = !DILocation(line: 14, column: 30, scope: !12)
!25 = !DILocalVariable(name: "in", arg: 3, scope: !12, file: !1, line: 14, type: !16)
!26 = !DILocation(line: 14, column: 40, scope: !12)
!27 = !DILocalVariable(name: "out", arg: 4, scope: !12, file: !1, line: 14, type: !16)
!28 = !DILocation(line: 14, column: 57, scope: !12)
!29 = !DILocation(line: 14, column: 43, scope: !12)
!30 = !DILocation(line: 14, column: 46, scope: !12)
!31 = !DILocation(line: 14, column: 61, scope: !12)
!32 = !DILocation(line: 14, column: 64, scope: !12)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 16, type: !15)
!34 = distinct !DILexicalBlock(scope: !12, file: !1, line: 16, column: 3)
!35 = !DILocation(line: 16, column: 12, scope: !34)
!36 = !DILocation(line: 16, column: 8, scope: !34)
!37 = !DILocation(line: 16, column: 19, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 16, column: 3)
!39 = !DILocation(line: 16, column: 23, scope: !38)
!40 = !DILocation(line: 16, column: 25, scope: !38)
!41 = !DILocation(line: 16, column: 21, scope: !38)
!42 = !DILocation(line: 16, column: 3, scope: !34)
!43 = !DILocalVariable(name: "j", scope: !44, file: !1, line: 17, type: !15)
!44 = distinct !DILexicalBlock(scope: !38, file: !1, line: 17, column: 5)
!45 = !DILocation(line: 17, column: 14, scope: !44)
!46 = !DILocation(line: 17, column: 10, scope: !44)
!47 = !DILocation(line: 17, column: 21, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 17, column: 5)
!49 = !DILocation(line: 17, column: 25, scope: !48)
!50 = !DILocation(line: 17, column: 27, scope: !48)
!51 = !DILocation(line: 17, column: 23, scope: !48)
!52 = !DILocation(line: 17, column: 5, scope: !44)
!53 = !DILocation(line: 18, column: 26, scope: !48)
!54 = !DILocation(line: 18, column: 29, scope: !48)
!55 = !DILocation(line: 18, column: 32, scope: !48)
!56 = !DILocation(line: 18, column: 37, scope: !48)
!57 = !DILocation(line: 18, column: 40, scope: !48)
!58 = !DILocation(line: 18, column: 42, scope: !48)
!59 = !DILocation(line: 18, column: 47, scope: !48)
!60 = !DILocation(line: 18, column: 35, scope: !48)
!61 = !DILocation(line: 18, column: 52, scope: !48)
!62 = !DILocation(line: 18, column: 55, scope: !48)
!63 = !DILocation(line: 18, column: 57, scope: !48)
!64 = !DILocation(line: 18, column: 62, scope: !48)
!65 = !DILocation(line: 18, column: 50, scope: !48)
!66 = !DILocation(line: 19, column: 26, scope: !48)
!67 = !DILocation(line: 19, column: 29, scope: !48)
!68 = !DILocation(line: 19, column: 32, scope: !48)
!69 = !DILocation(line: 19, column: 34, scope: !48)
!70 = !DILocation(line: 18, column: 65, scope: !48)
!71 = !DILocation(line: 19, column: 41, scope: !48)
!72 = !DILocation(line: 19, column: 44, scope: !48)
!73 = !DILocation(line: 19, column: 47, scope: !48)
!74 = !DILocation(line: 19, column: 49, scope: !48)
!75 = !DILocation(line: 19, column: 39, scope: !48)
!76 = !DILocation(line: 18, column: 23, scope: !48)
!77 = !DILocation(line: 18, column: 7, scope: !48)
!78 = !DILocation(line: 18, column: 11, scope: !48)
!79 = !DILocation(line: 18, column: 14, scope: !48)
!80 = !DILocation(line: 18, column: 17, scope: !48)
!81 = !DILocation(line: 17, column: 33, scope: !48)
!82 = !DILocation(line: 17, column: 5, scope: !48)
!83 = distinct !{!83, !52, !84, !85}
!84 = !DILocation(line: 19, column: 53, scope: !44)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 16, column: 31, scope: !38)
!87 = !DILocation(line: 16, column: 3, scope: !38)
!88 = distinct !{!88, !42, !89, !85}
!89 = !DILocation(line: 19, column: 53, scope: !34)
!90 = !DILocation(line: 20, column: 1, scope: !12)
!91 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !92, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!92 = !DISubroutineType(types: !93)
!93 = !{!15, !15, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!97 = !DILocalVariable(name: "argc", arg: 1, scope: !91, file: !1, line: 22, type: !15)
!98 = !DILocation(line: 22, column: 14, scope: !91)
!99 = !DILocalVariable(name: "argv", arg: 2, scope: !91, file: !1, line: 22, type: !94)
!100 = !DILocation(line: 22, column: 27, scope: !91)
!101 = !DILocalVariable(name: "n", scope: !91, file: !1, line: 24, type: !15)
!102 = !DILocation(line: 24, column: 7, scope: !91)
!103 = !DILocation(line: 24, column: 11, scope: !91)
!104 = !DILocation(line: 24, column: 16, scope: !91)
!105 = !DILocation(line: 24, column: 27, scope: !91)
!106 = !DILocation(line: 24, column: 22, scope: !91)
!107 = !DILocalVariable(name: "m", scope: !91, file: !1, line: 25, type: !15)
!108 = !DILocation(line: 25, column: 7, scope: !91)
!109 = !DILocation(line: 25, column: 11, scope: !91)
!110 = !DILocation(line: 25, column: 16, scope: !91)
!111 = !DILocation(line: 25, column: 27, scope: !91)
!112 = !DILocation(line: 25, column: 22, scope: !91)
!113 = !DILocalVariable(name: "steps", scope: !91, file: !1, line: 26, type: !15)
!114 = !DILocation(line: 26, column: 7, scope: !91)
!115 = !DILocation(line: 26, column: 15, scope: !91)
!116 = !DILocation(line: 26, column: 20, scope: !91)
!117 = !DILocation(line: 26, column: 31, scope: !91)
!118 = !DILocation(line: 26, column: 26, scope: !91)
!119 = !DILocation(line: 27, column: 15, scope: !91)
!120 = !DILocation(line: 27, column: 3, scope: !91)
!121 = !DILocalVariable(name: "a", scope: !91, file: !1, line: 27, type: !16)
!122 = !DILocation(line: 27, column: 12, scope: !91)
!123 = !DILocation(line: 27, column: 41, scope: !91)
!124 = !DILocation(line: 27, column: 27, scope: !91)
!125 = !DILocation(line: 27, column: 44, scope: !91)
!126 = !DILocation(line: 27, column: 20, scope: !91)
!127 = !DILocation(line: 28, column: 15, scope: !91)
!128 = !DILocation(line: 28, column: 3, scope: !91)
!129 = !DILocalVariable(name: "b", scope: !91, file: !1, line: 28, type: !16)
!130 = !DILocation(line: 28, column: 12, scope: !91)
!131 = !DILocation(line: 28, column: 41, scope: !91)
!132 = !DILocation(line: 28, column: 27, scope: !91)
!133 = !DILocation(line: 28, column: 44, scope: !91)
!134 = !DILocation(line: 28, column: 20, scope: !91)
!135 = !DILocalVariable(name: "s", scope: !91, file: !1, line: 29, type: !3)
!136 = !DILocation(line: 29, column: 10, scope: !91)
!137 = !DILocation(line: 31, column: 8, scope: !91)
!138 = !DILocation(line: 31, column: 11, scope: !91)
!139 = !DILocation(line: 31, column: 14, scope: !91)
!140 = !DILocation(line: 31, column: 3, scope: !91)
!141 = !DILocation(line: 32, column: 8, scope: !91)
!142 = !DILocation(line: 32, column: 11, scope: !91)
!143 = !DILocation(line: 32, column: 14, scope: !91)
!144 = !DILocation(line: 32, column: 3, scope: !91)
!145 = !DILocalVariable(name: "t", scope: !146, file: !1, line: 33, type: !15)
!146 = distinct !DILexicalBlock(scope: !91, file: !1, line: 33, column: 3)
!147 = !DILocation(line: 33, column: 12, scope: !146)
!148 = !DILocation(line: 33, column: 8, scope: !146)
!149 = !DILocation(line: 33, column: 19, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !1, line: 33, column: 3)
!151 = !DILocation(line: 33, column: 23, scope: !150)
!152 = !DILocation(line: 33, column: 21, scope: !150)
!153 = !DILocation(line: 33, column: 3, scope: !146)
!154 = !DILocation(line: 34, column: 18, scope: !155)
!155 = distinct !DILexicalBlock(scope: !150, file: !1, line: 33, column: 35)
!156 = !DILocation(line: 34, column: 21, scope: !155)
!157 = !DILocation(line: 34, column: 24, scope: !155)
!158 = !DILocation(line: 34, column: 27, scope: !155)
!159 = !DILocation(line: 34, column: 5, scope: !155)
!160 = !DILocation(line: 35, column: 19, scope: !155)
!161 = !DILocation(line: 35, column: 5, scope: !155)
!162 = !DILocalVariable(name: "tmp", scope: !155, file: !1, line: 35, type: !16)
!163 = !DILocation(line: 35, column: 14, scope: !155)
!164 = !DILocation(line: 35, column: 24, scope: !155)
!165 = !DILocation(line: 36, column: 9, scope: !155)
!166 = !DILocation(line: 36, column: 7, scope: !155)
!167 = !DILocation(line: 37, column: 9, scope: !155)
!168 = !DILocation(line: 37, column: 7, scope: !155)
!169 = !DILocation(line: 38, column: 3, scope: !155)
!170 = !DILocation(line: 33, column: 31, scope: !150)
!171 = !DILocation(line: 33, column: 3, scope: !150)
!172 = distinct !{!172, !153, !173, !85}
!173 = !DILocation(line: 38, column: 3, scope: !146)
!174 = !DILocalVariable(name: "i", scope: !175, file: !1, line: 39, type: !15)
!175 = distinct !DILexicalBlock(scope: !91, file: !1, line: 39, column: 3)
!176 = !DILocation(line: 39, column: 12, scope: !175)
!177 = !DILocation(line: 39, column: 8, scope: !175)
!178 = !DILocation(line: 39, column: 19, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !1, line: 39, column: 3)
!180 = !DILocation(line: 39, column: 23, scope: !179)
!181 = !DILocation(line: 39, column: 21, scope: !179)
!182 = !DILocation(line: 39, column: 3, scope: !175)
!183 = !DILocalVariable(name: "j", scope: !184, file: !1, line: 40, type: !15)
!184 = distinct !DILexicalBlock(scope: !179, file: !1, line: 40, column: 5)
!185 = !DILocation(line: 40, column: 14, scope: !184)
!186 = !DILocation(line: 40, column: 10, scope: !184)
!187 = !DILocation(line: 40, column: 21, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !1, line: 40, column: 5)
!189 = !DILocation(line: 40, column: 25, scope: !188)
!190 = !DILocation(line: 40, column: 23, scope: !188)
!191 = !DILocation(line: 40, column: 5, scope: !184)
!192 = !DILocation(line: 41, column: 12, scope: !188)
!193 = !DILocation(line: 41, column: 14, scope: !188)
!194 = !DILocation(line: 41, column: 17, scope: !188)
!195 = !DILocation(line: 41, column: 9, scope: !188)
!196 = !DILocation(line: 41, column: 7, scope: !188)
!197 = !DILocation(line: 40, column: 29, scope: !188)
!198 = !DILocation(line: 40, column: 5, scope: !188)
!199 = distinct !{!199, !191, !200, !85}
!200 = !DILocation(line: 41, column: 18, scope: !184)
!201 = !DILocation(line: 39, column: 27, scope: !179)
!202 = !DILocation(line: 39, column: 3, scope: !179)
!203 = distinct !{!203, !182, !204, !85}
!204 = !DILocation(line: 41, column: 18, scope: !175)
!205 = !DILocation(line: 42, column: 29, scope: !91)
!206 = !DILocation(line: 42, column: 3, scope: !91)
!207 = !DILocation(line: 43, column: 8, scope: !91)
!208 = !DILocation(line: 43, column: 3, scope: !91)
!209 = !DILocation(line: 44, column: 8, scope: !91)
!210 = !DILocation(line: 44, column: 3, scope: !91)
!211 = !DILocation(line: 45, column: 3, scope: !91)
!212 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 7, type: !213, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !15, !15, !16}
!215 = !DILocalVariable(name: "n", arg: 1, scope: !212, file: !1, line: 7, type: !15)
!216 = !DILocation(line: 7, column: 22, scope: !212)
!217 = !DILocalVariable(name: "m", arg: 2, scope: !212, file: !1, line: 7, type: !15)
!218 = !DILocation(line: 7, column: 29, scope: !212)
!219 = !DILocalVariable(name: "g", arg: 3, scope: !212, file: !1, line: 7, type: !16)
!220 = !DILocation(line: 7, column: 39, scope: !212)
!221 = !DILocation(line: 7, column: 41, scope: !212)
!222 = !DILocation(line: 7, column: 44, scope: !212)
!223 = !DILocalVariable(name: "i", scope: !224, file: !1, line: 9, type: !15)
!224 = distinct !DILexicalBlock(scope: !212, file: !1, line: 9, column: 3)
!225 = !DILocation(line: 9, column: 12, scope: !224)
!226 = !DILocation(line: 9, column: 8, scope: !224)
!227 = !DILocation(line: 9, column: 19, scope: !228)
!228 = distinct !DILexicalBlock(scope: !224, file: !1, line: 9, column: 3)
!229 = !DILocation(line: 9, column: 23, scope: !228)
!230 = !DILocation(line: 9, column: 21, scope: !228)
!231 = !DILocation(line: 9, column: 3, scope: !224)
!232 = !DILocalVariable(name: "j", scope: !233, file: !1, line: 10, type: !15)
!233 = distinct !DILexicalBlock(scope: !228, file: !1, line: 10, column: 5)
!234 = !DILocation(line: 10, column: 14, scope: !233)
!235 = !DILocation(line: 10, column: 10, scope: !233)
!236 = !DILocation(line: 10, column: 21, scope: !237)
!237 = distinct !DILexicalBlock(scope: !233, file: !1, line: 10, column: 5)
!238 = !DILocation(line: 10, column: 25, scope: !237)
!239 = !DILocation(line: 10, column: 23, scope: !237)
!240 = !DILocation(line: 10, column: 5, scope: !233)
!241 = !DILocation(line: 11, column: 18, scope: !237)
!242 = !DILocation(line: 11, column: 20, scope: !237)
!243 = !DILocation(line: 11, column: 25, scope: !237)
!244 = !DILocation(line: 11, column: 28, scope: !237)
!245 = !DILocation(line: 11, column: 30, scope: !237)
!246 = !DILocation(line: 11, column: 17, scope: !237)
!247 = !DILocation(line: 11, column: 56, scope: !237)
!248 = !DILocation(line: 11, column: 60, scope: !237)
!249 = !DILocation(line: 11, column: 58, scope: !237)
!250 = !DILocation(line: 11, column: 63, scope: !237)
!251 = !DILocation(line: 11, column: 46, scope: !237)
!252 = !DILocation(line: 11, column: 7, scope: !237)
!253 = !DILocation(line: 11, column: 9, scope: !237)
!254 = !DILocation(line: 11, column: 12, scope: !237)
!255 = !DILocation(line: 11, column: 15, scope: !237)
!256 = !DILocation(line: 10, column: 29, scope: !237)
!257 = !DILocation(line: 10, column: 5, scope: !237)
!258 = distinct !{!258, !240, !259, !85}
!259 = !DILocation(line: 11, column: 66, scope: !233)
!260 = !DILocation(line: 9, column: 27, scope: !228)
!261 = !DILocation(line: 9, column: 3, scope: !228)
!262 = distinct !{!262, !231, !263, !85}
!263 = !DILocation(line: 11, column: 66, scope: !224)
!264 = !DILocation(line: 12, column: 1, scope: !212)
