; ModuleID = 'clamp_window.c'
source_filename = "clamp_window.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca float*, align 8
  %13 = alloca float*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %19 = load i32, i32* %4, align 4, !dbg !26
  %20 = icmp sgt i32 %19, 1, !dbg !27
  br i1 %20, label %21, label %26, !dbg !26

21:                                               ; preds = %2
  %22 = load i8**, i8*** %5, align 8, !dbg !28
  %23 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !28
  %24 = load i8*, i8** %23, align 8, !dbg !28
  %25 = call i32 @atoi(i8* noundef %24) #5, !dbg !29
  br label %27, !dbg !26

26:                                               ; preds = %2
  br label %27, !dbg !26

27:                                               ; preds = %26, %21
  %28 = phi i32 [ %25, %21 ], [ 1000, %26 ], !dbg !26
  store i32 %28, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !31
  %29 = load i32, i32* %4, align 4, !dbg !32
  %30 = icmp sgt i32 %29, 2, !dbg !33
  br i1 %30, label %31, label %36, !dbg !32

31:                                               ; preds = %27
  %32 = load i8**, i8*** %5, align 8, !dbg !34
  %33 = getelementptr inbounds i8*, i8** %32, i64 2, !dbg !34
  %34 = load i8*, i8** %33, align 8, !dbg !34
  %35 = call i32 @atoi(i8* noundef %34) #5, !dbg !35
  br label %37, !dbg !32

36:                                               ; preds = %27
  br label %37, !dbg !32

37:                                               ; preds = %36, %31
  %38 = phi i32 [ %35, %31 ], [ 40, %36 ], !dbg !32
  store i32 %38, i32* %7, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !36, metadata !DIExpression()), !dbg !37
  %39 = load i32, i32* %4, align 4, !dbg !38
  %40 = icmp sgt i32 %39, 3, !dbg !39
  br i1 %40, label %41, label %46, !dbg !38

41:                                               ; preds = %37
  %42 = load i8**, i8*** %5, align 8, !dbg !40
  %43 = getelementptr inbounds i8*, i8** %42, i64 3, !dbg !40
  %44 = load i8*, i8** %43, align 8, !dbg !40
  %45 = call i32 @atoi(i8* noundef %44) #5, !dbg !41
  br label %47, !dbg !38

46:                                               ; preds = %37
  br label %47, !dbg !38

47:                                               ; preds = %46, %41
  %48 = phi i32 [ %45, %41 ], [ 30, %46 ], !dbg !38
  store i32 %48, i32* %8, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %9, metadata !42, metadata !DIExpression()), !dbg !43
  %49 = load i32, i32* %4, align 4, !dbg !44
  %50 = icmp sgt i32 %49, 4, !dbg !45
  br i1 %50, label %51, label %56, !dbg !44

51:                                               ; preds = %47
  %52 = load i8**, i8*** %5, align 8, !dbg !46
  %53 = getelementptr inbounds i8*, i8** %52, i64 4, !dbg !46
  %54 = load i8*, i8** %53, align 8, !dbg !46
  %55 = call i32 @atoi(i8* noundef %54) #5, !dbg !47
  br label %57, !dbg !44

56:                                               ; preds = %47
  br label %57, !dbg !44

57:                                               ; preds = %56, %51
  %58 = phi i32 [ %55, %51 ], [ 2, %56 ], !dbg !44
  store i32 %58, i32* %9, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata double** %10, metadata !48, metadata !DIExpression()), !dbg !51
  %59 = load i32, i32* %6, align 4, !dbg !52
  %60 = sext i32 %59 to i64, !dbg !52
  %61 = mul i64 %60, 8, !dbg !53
  %62 = call noalias i8* @malloc(i64 noundef %61) #6, !dbg !54
  %63 = bitcast i8* %62 to double*, !dbg !54
  store double* %63, double** %10, align 8, !dbg !51
  call void @llvm.dbg.declare(metadata double** %11, metadata !55, metadata !DIExpression()), !dbg !56
  %64 = load i32, i32* %6, align 4, !dbg !57
  %65 = sext i32 %64 to i64, !dbg !57
  %66 = mul i64 %65, 8, !dbg !58
  %67 = call noalias i8* @malloc(i64 noundef %66) #6, !dbg !59
  %68 = bitcast i8* %67 to double*, !dbg !59
  store double* %68, double** %11, align 8, !dbg !56
  call void @llvm.dbg.declare(metadata float** %12, metadata !60, metadata !DIExpression()), !dbg !62
  %69 = load i32, i32* %7, align 4, !dbg !63
  %70 = load i32, i32* %8, align 4, !dbg !64
  %71 = mul nsw i32 %69, %70, !dbg !65
  %72 = sext i32 %71 to i64, !dbg !63
  %73 = mul i64 %72, 4, !dbg !66
  %74 = call noalias i8* @malloc(i64 noundef %73) #6, !dbg !67
  %75 = bitcast i8* %74 to float*, !dbg !67
  store float* %75, float** %12, align 8, !dbg !62
  call void @llvm.dbg.declare(metadata float** %13, metadata !68, metadata !DIExpression()), !dbg !69
  %76 = load i32, i32* %7, align 4, !dbg !70
  %77 = load i32, i32* %8, align 4, !dbg !71
  %78 = mul nsw i32 %76, %77, !dbg !72
  %79 = sext i32 %78 to i64, !dbg !70
  %80 = mul i64 %79, 4, !dbg !73
  %81 = call noalias i8* @malloc(i64 noundef %80) #6, !dbg !74
  %82 = bitcast i8* %81 to float*, !dbg !74
  store float* %82, float** %13, align 8, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %14, metadata !75, metadata !DIExpression()), !dbg !77
  store i32 0, i32* %14, align 4, !dbg !77
  br label %83, !dbg !78

83:                                               ; preds = %95, %57
  %84 = load i32, i32* %14, align 4, !dbg !79
  %85 = load i32, i32* %6, align 4, !dbg !81
  %86 = icmp slt i32 %84, %85, !dbg !82
  br i1 %86, label %87, label %98, !dbg !83

87:                                               ; preds = %83
  %88 = load i32, i32* %14, align 4, !dbg !84
  %89 = srem i32 %88, 9, !dbg !85
  %90 = sitofp i32 %89 to double, !dbg !84
  %91 = load double*, double** %10, align 8, !dbg !86
  %92 = load i32, i32* %14, align 4, !dbg !87
  %93 = sext i32 %92 to i64, !dbg !86
  %94 = getelementptr inbounds double, double* %91, i64 %93, !dbg !86
  store double %90, double* %94, align 8, !dbg !88
  br label %95, !dbg !86

95:                                               ; preds = %87
  %96 = load i32, i32* %14, align 4, !dbg !89
  %97 = add nsw i32 %96, 1, !dbg !89
  store i32 %97, i32* %14, align 4, !dbg !89
  br label %83, !dbg !90, !llvm.loop !91

98:                                               ; preds = %83
  call void @llvm.dbg.declare(metadata i32* %15, metadata !94, metadata !DIExpression()), !dbg !96
  store i32 0, i32* %15, align 4, !dbg !96
  br label %99, !dbg !97

99:                                               ; preds = %113, %98
  %100 = load i32, i32* %15, align 4, !dbg !98
  %101 = load i32, i32* %7, align 4, !dbg !100
  %102 = load i32, i32* %8, align 4, !dbg !101
  %103 = mul nsw i32 %101, %102, !dbg !102
  %104 = icmp slt i32 %100, %103, !dbg !103
  br i1 %104, label %105, label %116, !dbg !104

105:                                              ; preds = %99
  %106 = load i32, i32* %15, align 4, !dbg !105
  %107 = srem i32 %106, 5, !dbg !106
  %108 = sitofp i32 %107 to float, !dbg !107
  %109 = load float*, float** %12, align 8, !dbg !108
  %110 = load i32, i32* %15, align 4, !dbg !109
  %111 = sext i32 %110 to i64, !dbg !108
  %112 = getelementptr inbounds float, float* %109, i64 %111, !dbg !108
  store float %108, float* %112, align 4, !dbg !110
  br label %113, !dbg !108

113:                                              ; preds = %105
  %114 = load i32, i32* %15, align 4, !dbg !111
  %115 = add nsw i32 %114, 1, !dbg !111
  store i32 %115, i32* %15, align 4, !dbg !111
  br label %99, !dbg !112, !llvm.loop !113

116:                                              ; preds = %99
  %117 = load i32, i32* %6, align 4, !dbg !115
  %118 = load i32, i32* %9, align 4, !dbg !116
  %119 = load double*, double** %10, align 8, !dbg !117
  %120 = load double*, double** %11, align 8, !dbg !118
  call void @moving_average(i32 noundef %117, i32 noundef %118, double* noundef %119, double* noundef %120), !dbg !119
  %121 = load i32, i32* %7, align 4, !dbg !120
  %122 = load i32, i32* %8, align 4, !dbg !121
  %123 = load i32, i32* %9, align 4, !dbg !122
  %124 = load float*, float** %12, align 8, !dbg !123
  %125 = load float*, float** %13, align 8, !dbg !124
  call void @box(i32 noundef %121, i32 noundef %122, i32 noundef %123, float* noundef %124, float* noundef %125), !dbg !125
  call void @llvm.dbg.declare(metadata double* %16, metadata !126, metadata !DIExpression()), !dbg !127
  store double 0.000000e+00, double* %16, align 8, !dbg !127
  call void @llvm.dbg.declare(metadata i32* %17, metadata !128, metadata !DIExpression()), !dbg !130
  store i32 0, i32* %17, align 4, !dbg !130
  br label %126, !dbg !131

126:                                              ; preds = %138, %116
  %127 = load i32, i32* %17, align 4, !dbg !132
  %128 = load i32, i32* %6, align 4, !dbg !134
  %129 = icmp slt i32 %127, %128, !dbg !135
  br i1 %129, label %130, label %141, !dbg !136

130:                                              ; preds = %126
  %131 = load double*, double** %11, align 8, !dbg !137
  %132 = load i32, i32* %17, align 4, !dbg !138
  %133 = sext i32 %132 to i64, !dbg !137
  %134 = getelementptr inbounds double, double* %131, i64 %133, !dbg !137
  %135 = load double, double* %134, align 8, !dbg !137
  %136 = load double, double* %16, align 8, !dbg !139
  %137 = fadd double %136, %135, !dbg !139
  store double %137, double* %16, align 8, !dbg !139
  br label %138, !dbg !140

138:                                              ; preds = %130
  %139 = load i32, i32* %17, align 4, !dbg !141
  %140 = add nsw i32 %139, 1, !dbg !141
  store i32 %140, i32* %17, align 4, !dbg !141
  br label %126, !dbg !142, !llvm.loop !143

141:                                              ; preds = %126
  call void @llvm.dbg.declare(metadata i32* %18, metadata !145, metadata !DIExpression()), !dbg !147
  store i32 0, i32* %18, align 4, !dbg !147
  br label %142, !dbg !148

142:                                              ; preds = %157, %141
  %143 = load i32, i32* %18, align 4, !dbg !149
  %144 = load i32, i32* %7, align 4, !dbg !151
  %145 = load i32, i32* %8, align 4, !dbg !152
  %146 = mul nsw i32 %144, %145, !dbg !153
  %147 = icmp slt i32 %143, %146, !dbg !154
  br i1 %147, label %148, label %160, !dbg !155

148:                                              ; preds = %142
  %149 = load float*, float** %13, align 8, !dbg !156
  %150 = load i32, i32* %18, align 4, !dbg !157
  %151 = sext i32 %150 to i64, !dbg !156
  %152 = getelementptr inbounds float, float* %149, i64 %151, !dbg !156
  %153 = load float, float* %152, align 4, !dbg !156
  %154 = fpext float %153 to double, !dbg !156
  %155 = load double, double* %16, align 8, !dbg !158
  %156 = fadd double %155, %154, !dbg !158
  store double %156, double* %16, align 8, !dbg !158
  br label %157, !dbg !159

157:                                              ; preds = %148
  %158 = load i32, i32* %18, align 4, !dbg !160
  %159 = add nsw i32 %158, 1, !dbg !160
  store i32 %159, i32* %18, align 4, !dbg !160
  br label %142, !dbg !161, !llvm.loop !162

160:                                              ; preds = %142
  %161 = load double, double* %16, align 8, !dbg !164
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %161), !dbg !165
  %163 = load double*, double** %10, align 8, !dbg !166
  %164 = bitcast double* %163 to i8*, !dbg !166
  call void @free(i8* noundef %164) #6, !dbg !167
  %165 = load double*, double** %11, align 8, !dbg !168
  %166 = bitcast double* %165 to i8*, !dbg !168
  call void @free(i8* noundef %166) #6, !dbg !169
  %167 = load float*, float** %12, align 8, !dbg !170
  %168 = bitcast float* %167 to i8*, !dbg !170
  call void @free(i8* noundef %168) #6, !dbg !171
  %169 = load float*, float** %13, align 8, !dbg !172
  %170 = bitcast float* %169 to i8*, !dbg !172
  call void @free(i8* noundef %170) #6, !dbg !173
  ret i32 0, !dbg !174
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @moving_average(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !175 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !180, metadata !DIExpression()), !dbg !181
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !182, metadata !DIExpression()), !dbg !183
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !184, metadata !DIExpression()), !dbg !185
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !186, metadata !DIExpression()), !dbg !187
  call void @llvm.dbg.declare(metadata i32* %9, metadata !188, metadata !DIExpression()), !dbg !190
  store i32 0, i32* %9, align 4, !dbg !190
  br label %14, !dbg !191

14:                                               ; preds = %57, %4
  %15 = load i32, i32* %9, align 4, !dbg !192
  %16 = load i32, i32* %5, align 4, !dbg !194
  %17 = icmp slt i32 %15, %16, !dbg !195
  br i1 %17, label %18, label %60, !dbg !196

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %10, metadata !197, metadata !DIExpression()), !dbg !199
  %19 = load i32, i32* %9, align 4, !dbg !200
  %20 = load i32, i32* %6, align 4, !dbg !201
  %21 = sub nsw i32 %19, %20, !dbg !202
  %22 = call i32 @imax(i32 noundef %21, i32 noundef 0), !dbg !203
  store i32 %22, i32* %10, align 4, !dbg !199
  call void @llvm.dbg.declare(metadata i32* %11, metadata !204, metadata !DIExpression()), !dbg !205
  %23 = load i32, i32* %9, align 4, !dbg !206
  %24 = load i32, i32* %6, align 4, !dbg !207
  %25 = add nsw i32 %23, %24, !dbg !208
  %26 = load i32, i32* %5, align 4, !dbg !209
  %27 = sub nsw i32 %26, 1, !dbg !210
  %28 = call i32 @imin(i32 noundef %25, i32 noundef %27), !dbg !211
  store i32 %28, i32* %11, align 4, !dbg !205
  call void @llvm.dbg.declare(metadata double* %12, metadata !212, metadata !DIExpression()), !dbg !213
  store double 0.000000e+00, double* %12, align 8, !dbg !213
  call void @llvm.dbg.declare(metadata i32* %13, metadata !214, metadata !DIExpression()), !dbg !216
  %29 = load i32, i32* %10, align 4, !dbg !217
  store i32 %29, i32* %13, align 4, !dbg !216
  br label %30, !dbg !218

30:                                               ; preds = %42, %18
  %31 = load i32, i32* %13, align 4, !dbg !219
  %32 = load i32, i32* %11, align 4, !dbg !221
  %33 = icmp sle i32 %31, %32, !dbg !222
  br i1 %33, label %34, label %45, !dbg !223

34:                                               ; preds = %30
  %35 = load double*, double** %7, align 8, !dbg !224
  %36 = load i32, i32* %13, align 4, !dbg !225
  %37 = sext i32 %36 to i64, !dbg !224
  %38 = getelementptr inbounds double, double* %35, i64 %37, !dbg !224
  %39 = load double, double* %38, align 8, !dbg !224
  %40 = load double, double* %12, align 8, !dbg !226
  %41 = fadd double %40, %39, !dbg !226
  store double %41, double* %12, align 8, !dbg !226
  br label %42, !dbg !227

42:                                               ; preds = %34
  %43 = load i32, i32* %13, align 4, !dbg !228
  %44 = add nsw i32 %43, 1, !dbg !228
  store i32 %44, i32* %13, align 4, !dbg !228
  br label %30, !dbg !229, !llvm.loop !230

45:                                               ; preds = %30
  %46 = load double, double* %12, align 8, !dbg !232
  %47 = load i32, i32* %11, align 4, !dbg !233
  %48 = load i32, i32* %10, align 4, !dbg !234
  %49 = sub nsw i32 %47, %48, !dbg !235
  %50 = add nsw i32 %49, 1, !dbg !236
  %51 = sitofp i32 %50 to double, !dbg !237
  %52 = fdiv double %46, %51, !dbg !238
  %53 = load double*, double** %8, align 8, !dbg !239
  %54 = load i32, i32* %9, align 4, !dbg !240
  %55 = sext i32 %54 to i64, !dbg !239
  %56 = getelementptr inbounds double, double* %53, i64 %55, !dbg !239
  store double %52, double* %56, align 8, !dbg !241
  br label %57, !dbg !242

57:                                               ; preds = %45
  %58 = load i32, i32* %9, align 4, !dbg !243
  %59 = add nsw i32 %58, 1, !dbg !243
  store i32 %59, i32* %9, align 4, !dbg !243
  br label %14, !dbg !244, !llvm.loop !245

60:                                               ; preds = %14
  ret void, !dbg !247
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @box(i32 noundef %0, i32 noundef %1, i32 noundef %2, float* noundef %3, float* noundef %4) #0 !dbg !248 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float*, align 8
  %10 = alloca float*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !253, metadata !DIExpression()), !dbg !254
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !255, metadata !DIExpression()), !dbg !256
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !257, metadata !DIExpression()), !dbg !258
  store float* %3, float** %9, align 8
  call void @llvm.dbg.declare(metadata float** %9, metadata !259, metadata !DIExpression()), !dbg !260
  store float* %4, float** %10, align 8
  call void @llvm.dbg.declare(metadata float** %10, metadata !261, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.declare(metadata i32* %11, metadata !263, metadata !DIExpression()), !dbg !265
  store i32 0, i32* %11, align 4, !dbg !265
  br label %20, !dbg !266

20:                                               ; preds = %98, %5
  %21 = load i32, i32* %11, align 4, !dbg !267
  %22 = load i32, i32* %6, align 4, !dbg !269
  %23 = icmp slt i32 %21, %22, !dbg !270
  br i1 %23, label %24, label %101, !dbg !271

24:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32* %12, metadata !272, metadata !DIExpression()), !dbg !274
  store i32 0, i32* %12, align 4, !dbg !274
  br label %25, !dbg !275

25:                                               ; preds = %94, %24
  %26 = load i32, i32* %12, align 4, !dbg !276
  %27 = load i32, i32* %7, align 4, !dbg !278
  %28 = icmp slt i32 %26, %27, !dbg !279
  br i1 %28, label %29, label %97, !dbg !280

29:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata i32* %13, metadata !281, metadata !DIExpression()), !dbg !283
  %30 = load i32, i32* %11, align 4, !dbg !284
  %31 = load i32, i32* %8, align 4, !dbg !285
  %32 = sub nsw i32 %30, %31, !dbg !286
  %33 = load i32, i32* %6, align 4, !dbg !287
  %34 = sub nsw i32 %33, 1, !dbg !288
  %35 = call i32 @clamp(i32 noundef %32, i32 noundef 0, i32 noundef %34), !dbg !289
  store i32 %35, i32* %13, align 4, !dbg !283
  call void @llvm.dbg.declare(metadata i32* %14, metadata !290, metadata !DIExpression()), !dbg !291
  %36 = load i32, i32* %11, align 4, !dbg !292
  %37 = load i32, i32* %8, align 4, !dbg !293
  %38 = add nsw i32 %36, %37, !dbg !294
  %39 = load i32, i32* %6, align 4, !dbg !295
  %40 = sub nsw i32 %39, 1, !dbg !296
  %41 = call i32 @clamp(i32 noundef %38, i32 noundef 0, i32 noundef %40), !dbg !297
  store i32 %41, i32* %14, align 4, !dbg !291
  call void @llvm.dbg.declare(metadata i32* %15, metadata !298, metadata !DIExpression()), !dbg !299
  %42 = load i32, i32* %12, align 4, !dbg !300
  %43 = load i32, i32* %8, align 4, !dbg !301
  %44 = sub nsw i32 %42, %43, !dbg !302
  %45 = load i32, i32* %7, align 4, !dbg !303
  %46 = sub nsw i32 %45, 1, !dbg !304
  %47 = call i32 @clamp(i32 noundef %44, i32 noundef 0, i32 noundef %46), !dbg !305
  store i32 %47, i32* %15, align 4, !dbg !299
  call void @llvm.dbg.declare(metadata i32* %16, metadata !306, metadata !DIExpression()), !dbg !307
  %48 = load i32, i32* %12, align 4, !dbg !308
  %49 = load i32, i32* %8, align 4, !dbg !309
  %50 = add nsw i32 %48, %49, !dbg !310
  %51 = load i32, i32* %7, align 4, !dbg !311
  %52 = sub nsw i32 %51, 1, !dbg !312
  %53 = call i32 @clamp(i32 noundef %50, i32 noundef 0, i32 noundef %52), !dbg !313
  store i32 %53, i32* %16, align 4, !dbg !307
  call void @llvm.dbg.declare(metadata float* %17, metadata !314, metadata !DIExpression()), !dbg !315
  store float 0.000000e+00, float* %17, align 4, !dbg !315
  call void @llvm.dbg.declare(metadata i32* %18, metadata !316, metadata !DIExpression()), !dbg !318
  %54 = load i32, i32* %13, align 4, !dbg !319
  store i32 %54, i32* %18, align 4, !dbg !318
  br label %55, !dbg !320

55:                                               ; preds = %81, %29
  %56 = load i32, i32* %18, align 4, !dbg !321
  %57 = load i32, i32* %14, align 4, !dbg !323
  %58 = icmp sle i32 %56, %57, !dbg !324
  br i1 %58, label %59, label %84, !dbg !325

59:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata i32* %19, metadata !326, metadata !DIExpression()), !dbg !328
  %60 = load i32, i32* %15, align 4, !dbg !329
  store i32 %60, i32* %19, align 4, !dbg !328
  br label %61, !dbg !330

61:                                               ; preds = %77, %59
  %62 = load i32, i32* %19, align 4, !dbg !331
  %63 = load i32, i32* %16, align 4, !dbg !333
  %64 = icmp sle i32 %62, %63, !dbg !334
  br i1 %64, label %65, label %80, !dbg !335

65:                                               ; preds = %61
  %66 = load float*, float** %9, align 8, !dbg !336
  %67 = load i32, i32* %18, align 4, !dbg !337
  %68 = load i32, i32* %7, align 4, !dbg !338
  %69 = mul nsw i32 %67, %68, !dbg !339
  %70 = load i32, i32* %19, align 4, !dbg !340
  %71 = add nsw i32 %69, %70, !dbg !341
  %72 = sext i32 %71 to i64, !dbg !336
  %73 = getelementptr inbounds float, float* %66, i64 %72, !dbg !336
  %74 = load float, float* %73, align 4, !dbg !336
  %75 = load float, float* %17, align 4, !dbg !342
  %76 = fadd float %75, %74, !dbg !342
  store float %76, float* %17, align 4, !dbg !342
  br label %77, !dbg !343

77:                                               ; preds = %65
  %78 = load i32, i32* %19, align 4, !dbg !344
  %79 = add nsw i32 %78, 1, !dbg !344
  store i32 %79, i32* %19, align 4, !dbg !344
  br label %61, !dbg !345, !llvm.loop !346

80:                                               ; preds = %61
  br label %81, !dbg !347

81:                                               ; preds = %80
  %82 = load i32, i32* %18, align 4, !dbg !348
  %83 = add nsw i32 %82, 1, !dbg !348
  store i32 %83, i32* %18, align 4, !dbg !348
  br label %55, !dbg !349, !llvm.loop !350

84:                                               ; preds = %55
  %85 = load float, float* %17, align 4, !dbg !352
  %86 = load float*, float** %10, align 8, !dbg !353
  %87 = load i32, i32* %11, align 4, !dbg !354
  %88 = load i32, i32* %7, align 4, !dbg !355
  %89 = mul nsw i32 %87, %88, !dbg !356
  %90 = load i32, i32* %12, align 4, !dbg !357
  %91 = add nsw i32 %89, %90, !dbg !358
  %92 = sext i32 %91 to i64, !dbg !353
  %93 = getelementptr inbounds float, float* %86, i64 %92, !dbg !353
  store float %85, float* %93, align 4, !dbg !359
  br label %94, !dbg !360

94:                                               ; preds = %84
  %95 = load i32, i32* %12, align 4, !dbg !361
  %96 = add nsw i32 %95, 1, !dbg !361
  store i32 %96, i32* %12, align 4, !dbg !361
  br label %25, !dbg !362, !llvm.loop !363

97:                                               ; preds = %25
  br label %98, !dbg !364

98:                                               ; preds = %97
  %99 = load i32, i32* %11, align 4, !dbg !365
  %100 = add nsw i32 %99, 1, !dbg !365
  store i32 %100, i32* %11, align 4, !dbg !365
  br label %20, !dbg !366, !llvm.loop !367

101:                                              ; preds = %20
  ret void, !dbg !369
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imax(i32 noundef %0, i32 noundef %1) #0 !dbg !370 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !373, metadata !DIExpression()), !dbg !374
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !375, metadata !DIExpression()), !dbg !376
  %5 = load i32, i32* %3, align 4, !dbg !377
  %6 = load i32, i32* %4, align 4, !dbg !378
  %7 = icmp sgt i32 %5, %6, !dbg !379
  br i1 %7, label %8, label %10, !dbg !377

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !380
  br label %12, !dbg !377

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !381
  br label %12, !dbg !377

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !377
  ret i32 %13, !dbg !382
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imin(i32 noundef %0, i32 noundef %1) #0 !dbg !383 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !384, metadata !DIExpression()), !dbg !385
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !386, metadata !DIExpression()), !dbg !387
  %5 = load i32, i32* %3, align 4, !dbg !388
  %6 = load i32, i32* %4, align 4, !dbg !389
  %7 = icmp slt i32 %5, %6, !dbg !390
  br i1 %7, label %8, label %10, !dbg !388

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !391
  br label %12, !dbg !388

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !392
  br label %12, !dbg !388

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !388
  ret i32 %13, !dbg !393
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !394 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !397, metadata !DIExpression()), !dbg !398
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !399, metadata !DIExpression()), !dbg !400
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !401, metadata !DIExpression()), !dbg !402
  %8 = load i32, i32* %5, align 4, !dbg !403
  %9 = load i32, i32* %6, align 4, !dbg !405
  %10 = icmp slt i32 %8, %9, !dbg !406
  br i1 %10, label %11, label %13, !dbg !407

11:                                               ; preds = %3
  %12 = load i32, i32* %6, align 4, !dbg !408
  store i32 %12, i32* %4, align 4, !dbg !409
  br label %21, !dbg !409

13:                                               ; preds = %3
  %14 = load i32, i32* %5, align 4, !dbg !410
  %15 = load i32, i32* %7, align 4, !dbg !412
  %16 = icmp sgt i32 %14, %15, !dbg !413
  br i1 %16, label %17, label %19, !dbg !414

17:                                               ; preds = %13
  %18 = load i32, i32* %7, align 4, !dbg !415
  store i32 %18, i32* %4, align 4, !dbg !416
  br label %21, !dbg !416

19:                                               ; preds = %13
  %20 = load i32, i32* %5, align 4, !dbg !417
  store i32 %20, i32* %4, align 4, !dbg !418
  br label %21, !dbg !418

21:                                               ; preds = %19, %17, %11
  %22 = load i32, i32* %4, align 4, !dbg !419
  ret i32 %22, !dbg !419
}

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
!1 = !DIFile(filename: "clamp_window.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f354375cf3d0c349bda8ff7f6bc68951")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !13, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 46, type: !15)
!21 = !DILocation(line: 46, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 46, type: !16)
!23 = !DILocation(line: 46, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 48, type: !15)
!25 = !DILocation(line: 48, column: 7, scope: !12)
!26 = !DILocation(line: 48, column: 11, scope: !12)
!27 = !DILocation(line: 48, column: 16, scope: !12)
!28 = !DILocation(line: 48, column: 27, scope: !12)
!29 = !DILocation(line: 48, column: 22, scope: !12)
!30 = !DILocalVariable(name: "rows", scope: !12, file: !1, line: 49, type: !15)
!31 = !DILocation(line: 49, column: 7, scope: !12)
!32 = !DILocation(line: 49, column: 14, scope: !12)
!33 = !DILocation(line: 49, column: 19, scope: !12)
!34 = !DILocation(line: 49, column: 30, scope: !12)
!35 = !DILocation(line: 49, column: 25, scope: !12)
!36 = !DILocalVariable(name: "cols", scope: !12, file: !1, line: 50, type: !15)
!37 = !DILocation(line: 50, column: 7, scope: !12)
!38 = !DILocation(line: 50, column: 14, scope: !12)
!39 = !DILocation(line: 50, column: 19, scope: !12)
!40 = !DILocation(line: 50, column: 30, scope: !12)
!41 = !DILocation(line: 50, column: 25, scope: !12)
!42 = !DILocalVariable(name: "r", scope: !12, file: !1, line: 51, type: !15)
!43 = !DILocation(line: 51, column: 7, scope: !12)
!44 = !DILocation(line: 51, column: 11, scope: !12)
!45 = !DILocation(line: 51, column: 16, scope: !12)
!46 = !DILocation(line: 51, column: 27, scope: !12)
!47 = !DILocation(line: 51, column: 22, scope: !12)
!48 = !DILocalVariable(name: "x", scope: !12, file: !1, line: 52, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !DILocation(line: 52, column: 11, scope: !12)
!52 = !DILocation(line: 52, column: 22, scope: !12)
!53 = !DILocation(line: 52, column: 24, scope: !12)
!54 = !DILocation(line: 52, column: 15, scope: !12)
!55 = !DILocalVariable(name: "y", scope: !12, file: !1, line: 52, type: !49)
!56 = !DILocation(line: 52, column: 44, scope: !12)
!57 = !DILocation(line: 52, column: 55, scope: !12)
!58 = !DILocation(line: 52, column: 57, scope: !12)
!59 = !DILocation(line: 52, column: 48, scope: !12)
!60 = !DILocalVariable(name: "in", scope: !12, file: !1, line: 53, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!62 = !DILocation(line: 53, column: 10, scope: !12)
!63 = !DILocation(line: 53, column: 22, scope: !12)
!64 = !DILocation(line: 53, column: 29, scope: !12)
!65 = !DILocation(line: 53, column: 27, scope: !12)
!66 = !DILocation(line: 53, column: 34, scope: !12)
!67 = !DILocation(line: 53, column: 15, scope: !12)
!68 = !DILocalVariable(name: "out", scope: !12, file: !1, line: 53, type: !61)
!69 = !DILocation(line: 53, column: 53, scope: !12)
!70 = !DILocation(line: 53, column: 66, scope: !12)
!71 = !DILocation(line: 53, column: 73, scope: !12)
!72 = !DILocation(line: 53, column: 71, scope: !12)
!73 = !DILocation(line: 53, column: 78, scope: !12)
!74 = !DILocation(line: 53, column: 59, scope: !12)
!75 = !DILocalVariable(name: "i", scope: !76, file: !1, line: 54, type: !15)
!76 = distinct !DILexicalBlock(scope: !12, file: !1, line: 54, column: 3)
!77 = !DILocation(line: 54, column: 12, scope: !76)
!78 = !DILocation(line: 54, column: 8, scope: !76)
!79 = !DILocation(line: 54, column: 19, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !1, line: 54, column: 3)
!81 = !DILocation(line: 54, column: 23, scope: !80)
!82 = !DILocation(line: 54, column: 21, scope: !80)
!83 = !DILocation(line: 54, column: 3, scope: !76)
!84 = !DILocation(line: 55, column: 12, scope: !80)
!85 = !DILocation(line: 55, column: 14, scope: !80)
!86 = !DILocation(line: 55, column: 5, scope: !80)
!87 = !DILocation(line: 55, column: 7, scope: !80)
!88 = !DILocation(line: 55, column: 10, scope: !80)
!89 = !DILocation(line: 54, column: 27, scope: !80)
!90 = !DILocation(line: 54, column: 3, scope: !80)
!91 = distinct !{!91, !83, !92, !93}
!92 = !DILocation(line: 55, column: 16, scope: !76)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocalVariable(name: "i", scope: !95, file: !1, line: 56, type: !15)
!95 = distinct !DILexicalBlock(scope: !12, file: !1, line: 56, column: 3)
!96 = !DILocation(line: 56, column: 12, scope: !95)
!97 = !DILocation(line: 56, column: 8, scope: !95)
!98 = !DILocation(line: 56, column: 19, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !1, line: 56, column: 3)
!100 = !DILocation(line: 56, column: 23, scope: !99)
!101 = !DILocation(line: 56, column: 30, scope: !99)
!102 = !DILocation(line: 56, column: 28, scope: !99)
!103 = !DILocation(line: 56, column: 21, scope: !99)
!104 = !DILocation(line: 56, column: 3, scope: !95)
!105 = !DILocation(line: 57, column: 21, scope: !99)
!106 = !DILocation(line: 57, column: 23, scope: !99)
!107 = !DILocation(line: 57, column: 13, scope: !99)
!108 = !DILocation(line: 57, column: 5, scope: !99)
!109 = !DILocation(line: 57, column: 8, scope: !99)
!110 = !DILocation(line: 57, column: 11, scope: !99)
!111 = !DILocation(line: 56, column: 37, scope: !99)
!112 = !DILocation(line: 56, column: 3, scope: !99)
!113 = distinct !{!113, !104, !114, !93}
!114 = !DILocation(line: 57, column: 26, scope: !95)
!115 = !DILocation(line: 58, column: 18, scope: !12)
!116 = !DILocation(line: 58, column: 21, scope: !12)
!117 = !DILocation(line: 58, column: 24, scope: !12)
!118 = !DILocation(line: 58, column: 27, scope: !12)
!119 = !DILocation(line: 58, column: 3, scope: !12)
!120 = !DILocation(line: 59, column: 7, scope: !12)
!121 = !DILocation(line: 59, column: 13, scope: !12)
!122 = !DILocation(line: 59, column: 19, scope: !12)
!123 = !DILocation(line: 59, column: 22, scope: !12)
!124 = !DILocation(line: 59, column: 26, scope: !12)
!125 = !DILocation(line: 59, column: 3, scope: !12)
!126 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 60, type: !50)
!127 = !DILocation(line: 60, column: 10, scope: !12)
!128 = !DILocalVariable(name: "i", scope: !129, file: !1, line: 61, type: !15)
!129 = distinct !DILexicalBlock(scope: !12, file: !1, line: 61, column: 3)
!130 = !DILocation(line: 61, column: 12, scope: !129)
!131 = !DILocation(line: 61, column: 8, scope: !129)
!132 = !DILocation(line: 61, column: 19, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !1, line: 61, column: 3)
!134 = !DILocation(line: 61, column: 23, scope: !133)
!135 = !DILocation(line: 61, column: 21, scope: !133)
!136 = !DILocation(line: 61, column: 3, scope: !129)
!137 = !DILocation(line: 62, column: 10, scope: !133)
!138 = !DILocation(line: 62, column: 12, scope: !133)
!139 = !DILocation(line: 62, column: 7, scope: !133)
!140 = !DILocation(line: 62, column: 5, scope: !133)
!141 = !DILocation(line: 61, column: 27, scope: !133)
!142 = !DILocation(line: 61, column: 3, scope: !133)
!143 = distinct !{!143, !136, !144, !93}
!144 = !DILocation(line: 62, column: 13, scope: !129)
!145 = !DILocalVariable(name: "i", scope: !146, file: !1, line: 63, type: !15)
!146 = distinct !DILexicalBlock(scope: !12, file: !1, line: 63, column: 3)
!147 = !DILocation(line: 63, column: 12, scope: !146)
!148 = !DILocation(line: 63, column: 8, scope: !146)
!149 = !DILocation(line: 63, column: 19, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !1, line: 63, column: 3)
!151 = !DILocation(line: 63, column: 23, scope: !150)
!152 = !DILocation(line: 63, column: 30, scope: !150)
!153 = !DILocation(line: 63, column: 28, scope: !150)
!154 = !DILocation(line: 63, column: 21, scope: !150)
!155 = !DILocation(line: 63, column: 3, scope: !146)
!156 = !DILocation(line: 64, column: 10, scope: !150)
!157 = !DILocation(line: 64, column: 14, scope: !150)
!158 = !DILocation(line: 64, column: 7, scope: !150)
!159 = !DILocation(line: 64, column: 5, scope: !150)
!160 = !DILocation(line: 63, column: 37, scope: !150)
!161 = !DILocation(line: 63, column: 3, scope: !150)
!162 = distinct !{!162, !155, !163, !93}
!163 = !DILocation(line: 64, column: 15, scope: !146)
!164 = !DILocation(line: 65, column: 18, scope: !12)
!165 = !DILocation(line: 65, column: 3, scope: !12)
!166 = !DILocation(line: 66, column: 8, scope: !12)
!167 = !DILocation(line: 66, column: 3, scope: !12)
!168 = !DILocation(line: 67, column: 8, scope: !12)
!169 = !DILocation(line: 67, column: 3, scope: !12)
!170 = !DILocation(line: 68, column: 8, scope: !12)
!171 = !DILocation(line: 68, column: 3, scope: !12)
!172 = !DILocation(line: 69, column: 8, scope: !12)
!173 = !DILocation(line: 69, column: 3, scope: !12)
!174 = !DILocation(line: 70, column: 3, scope: !12)
!175 = distinct !DISubprogram(name: "moving_average", scope: !1, file: !1, line: 21, type: !176, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !15, !15, !178, !49}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!180 = !DILocalVariable(name: "n", arg: 1, scope: !175, file: !1, line: 21, type: !15)
!181 = !DILocation(line: 21, column: 32, scope: !175)
!182 = !DILocalVariable(name: "r", arg: 2, scope: !175, file: !1, line: 21, type: !15)
!183 = !DILocation(line: 21, column: 39, scope: !175)
!184 = !DILocalVariable(name: "x", arg: 3, scope: !175, file: !1, line: 21, type: !178)
!185 = !DILocation(line: 21, column: 56, scope: !175)
!186 = !DILocalVariable(name: "y", arg: 4, scope: !175, file: !1, line: 21, type: !49)
!187 = !DILocation(line: 21, column: 67, scope: !175)
!188 = !DILocalVariable(name: "i", scope: !189, file: !1, line: 23, type: !15)
!189 = distinct !DILexicalBlock(scope: !175, file: !1, line: 23, column: 3)
!190 = !DILocation(line: 23, column: 12, scope: !189)
!191 = !DILocation(line: 23, column: 8, scope: !189)
!192 = !DILocation(line: 23, column: 19, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !1, line: 23, column: 3)
!194 = !DILocation(line: 23, column: 23, scope: !193)
!195 = !DILocation(line: 23, column: 21, scope: !193)
!196 = !DILocation(line: 23, column: 3, scope: !189)
!197 = !DILocalVariable(name: "lo", scope: !198, file: !1, line: 24, type: !15)
!198 = distinct !DILexicalBlock(scope: !193, file: !1, line: 23, column: 31)
!199 = !DILocation(line: 24, column: 9, scope: !198)
!200 = !DILocation(line: 24, column: 19, scope: !198)
!201 = !DILocation(line: 24, column: 23, scope: !198)
!202 = !DILocation(line: 24, column: 21, scope: !198)
!203 = !DILocation(line: 24, column: 14, scope: !198)
!204 = !DILocalVariable(name: "hi", scope: !198, file: !1, line: 24, type: !15)
!205 = !DILocation(line: 24, column: 30, scope: !198)
!206 = !DILocation(line: 24, column: 40, scope: !198)
!207 = !DILocation(line: 24, column: 44, scope: !198)
!208 = !DILocation(line: 24, column: 42, scope: !198)
!209 = !DILocation(line: 24, column: 47, scope: !198)
!210 = !DILocation(line: 24, column: 49, scope: !198)
!211 = !DILocation(line: 24, column: 35, scope: !198)
!212 = !DILocalVariable(name: "s", scope: !198, file: !1, line: 25, type: !50)
!213 = !DILocation(line: 25, column: 12, scope: !198)
!214 = !DILocalVariable(name: "k", scope: !215, file: !1, line: 26, type: !15)
!215 = distinct !DILexicalBlock(scope: !198, file: !1, line: 26, column: 5)
!216 = !DILocation(line: 26, column: 14, scope: !215)
!217 = !DILocation(line: 26, column: 18, scope: !215)
!218 = !DILocation(line: 26, column: 10, scope: !215)
!219 = !DILocation(line: 26, column: 22, scope: !220)
!220 = distinct !DILexicalBlock(scope: !215, file: !1, line: 26, column: 5)
!221 = !DILocation(line: 26, column: 27, scope: !220)
!222 = !DILocation(line: 26, column: 24, scope: !220)
!223 = !DILocation(line: 26, column: 5, scope: !215)
!224 = !DILocation(line: 27, column: 12, scope: !220)
!225 = !DILocation(line: 27, column: 14, scope: !220)
!226 = !DILocation(line: 27, column: 9, scope: !220)
!227 = !DILocation(line: 27, column: 7, scope: !220)
!228 = !DILocation(line: 26, column: 32, scope: !220)
!229 = !DILocation(line: 26, column: 5, scope: !220)
!230 = distinct !{!230, !223, !231, !93}
!231 = !DILocation(line: 27, column: 15, scope: !215)
!232 = !DILocation(line: 28, column: 12, scope: !198)
!233 = !DILocation(line: 28, column: 17, scope: !198)
!234 = !DILocation(line: 28, column: 22, scope: !198)
!235 = !DILocation(line: 28, column: 20, scope: !198)
!236 = !DILocation(line: 28, column: 25, scope: !198)
!237 = !DILocation(line: 28, column: 16, scope: !198)
!238 = !DILocation(line: 28, column: 14, scope: !198)
!239 = !DILocation(line: 28, column: 5, scope: !198)
!240 = !DILocation(line: 28, column: 7, scope: !198)
!241 = !DILocation(line: 28, column: 10, scope: !198)
!242 = !DILocation(line: 29, column: 3, scope: !198)
!243 = !DILocation(line: 23, column: 27, scope: !193)
!244 = !DILocation(line: 23, column: 3, scope: !193)
!245 = distinct !{!245, !196, !246, !93}
!246 = !DILocation(line: 29, column: 3, scope: !189)
!247 = !DILocation(line: 30, column: 1, scope: !175)
!248 = distinct !DISubprogram(name: "box", scope: !1, file: !1, line: 32, type: !249, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !15, !15, !15, !251, !61}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!253 = !DILocalVariable(name: "rows", arg: 1, scope: !248, file: !1, line: 32, type: !15)
!254 = !DILocation(line: 32, column: 21, scope: !248)
!255 = !DILocalVariable(name: "cols", arg: 2, scope: !248, file: !1, line: 32, type: !15)
!256 = !DILocation(line: 32, column: 31, scope: !248)
!257 = !DILocalVariable(name: "r", arg: 3, scope: !248, file: !1, line: 32, type: !15)
!258 = !DILocation(line: 32, column: 41, scope: !248)
!259 = !DILocalVariable(name: "in", arg: 4, scope: !248, file: !1, line: 32, type: !251)
!260 = !DILocation(line: 32, column: 57, scope: !248)
!261 = !DILocalVariable(name: "out", arg: 5, scope: !248, file: !1, line: 32, type: !61)
!262 = !DILocation(line: 32, column: 68, scope: !248)
!263 = !DILocalVariable(name: "i", scope: !264, file: !1, line: 34, type: !15)
!264 = distinct !DILexicalBlock(scope: !248, file: !1, line: 34, column: 3)
!265 = !DILocation(line: 34, column: 12, scope: !264)
!266 = !DILocation(line: 34, column: 8, scope: !264)
!267 = !DILocation(line: 34, column: 19, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !1, line: 34, column: 3)
!269 = !DILocation(line: 34, column: 23, scope: !268)
!270 = !DILocation(line: 34, column: 21, scope: !268)
!271 = !DILocation(line: 34, column: 3, scope: !264)
!272 = !DILocalVariable(name: "j", scope: !273, file: !1, line: 35, type: !15)
!273 = distinct !DILexicalBlock(scope: !268, file: !1, line: 35, column: 5)
!274 = !DILocation(line: 35, column: 14, scope: !273)
!275 = !DILocation(line: 35, column: 10, scope: !273)
!276 = !DILocation(line: 35, column: 21, scope: !277)
!277 = distinct !DILexicalBlock(scope: !273, file: !1, line: 35, column: 5)
!278 = !DILocation(line: 35, column: 25, scope: !277)
!279 = !DILocation(line: 35, column: 23, scope: !277)
!280 = !DILocation(line: 35, column: 5, scope: !273)
!281 = !DILocalVariable(name: "i0", scope: !282, file: !1, line: 36, type: !15)
!282 = distinct !DILexicalBlock(scope: !277, file: !1, line: 35, column: 36)
!283 = !DILocation(line: 36, column: 11, scope: !282)
!284 = !DILocation(line: 36, column: 22, scope: !282)
!285 = !DILocation(line: 36, column: 26, scope: !282)
!286 = !DILocation(line: 36, column: 24, scope: !282)
!287 = !DILocation(line: 36, column: 32, scope: !282)
!288 = !DILocation(line: 36, column: 37, scope: !282)
!289 = !DILocation(line: 36, column: 16, scope: !282)
!290 = !DILocalVariable(name: "i1", scope: !282, file: !1, line: 36, type: !15)
!291 = !DILocation(line: 36, column: 43, scope: !282)
!292 = !DILocation(line: 36, column: 54, scope: !282)
!293 = !DILocation(line: 36, column: 58, scope: !282)
!294 = !DILocation(line: 36, column: 56, scope: !282)
!295 = !DILocation(line: 36, column: 64, scope: !282)
!296 = !DILocation(line: 36, column: 69, scope: !282)
!297 = !DILocation(line: 36, column: 48, scope: !282)
!298 = !DILocalVariable(name: "j0", scope: !282, file: !1, line: 37, type: !15)
!299 = !DILocation(line: 37, column: 11, scope: !282)
!300 = !DILocation(line: 37, column: 22, scope: !282)
!301 = !DILocation(line: 37, column: 26, scope: !282)
!302 = !DILocation(line: 37, column: 24, scope: !282)
!303 = !DILocation(line: 37, column: 32, scope: !282)
!304 = !DILocation(line: 37, column: 37, scope: !282)
!305 = !DILocation(line: 37, column: 16, scope: !282)
!306 = !DILocalVariable(name: "j1", scope: !282, file: !1, line: 37, type: !15)
!307 = !DILocation(line: 37, column: 43, scope: !282)
!308 = !DILocation(line: 37, column: 54, scope: !282)
!309 = !DILocation(line: 37, column: 58, scope: !282)
!310 = !DILocation(line: 37, column: 56, scope: !282)
!311 = !DILocation(line: 37, column: 64, scope: !282)
!312 = !DILocation(line: 37, column: 69, scope: !282)
!313 = !DILocation(line: 37, column: 48, scope: !282)
!314 = !DILocalVariable(name: "s", scope: !282, file: !1, line: 38, type: !3)
!315 = !DILocation(line: 38, column: 13, scope: !282)
!316 = !DILocalVariable(name: "a", scope: !317, file: !1, line: 39, type: !15)
!317 = distinct !DILexicalBlock(scope: !282, file: !1, line: 39, column: 7)
!318 = !DILocation(line: 39, column: 16, scope: !317)
!319 = !DILocation(line: 39, column: 20, scope: !317)
!320 = !DILocation(line: 39, column: 12, scope: !317)
!321 = !DILocation(line: 39, column: 24, scope: !322)
!322 = distinct !DILexicalBlock(scope: !317, file: !1, line: 39, column: 7)
!323 = !DILocation(line: 39, column: 29, scope: !322)
!324 = !DILocation(line: 39, column: 26, scope: !322)
!325 = !DILocation(line: 39, column: 7, scope: !317)
!326 = !DILocalVariable(name: "b", scope: !327, file: !1, line: 40, type: !15)
!327 = distinct !DILexicalBlock(scope: !322, file: !1, line: 40, column: 9)
!328 = !DILocation(line: 40, column: 18, scope: !327)
!329 = !DILocation(line: 40, column: 22, scope: !327)
!330 = !DILocation(line: 40, column: 14, scope: !327)
!331 = !DILocation(line: 40, column: 26, scope: !332)
!332 = distinct !DILexicalBlock(scope: !327, file: !1, line: 40, column: 9)
!333 = !DILocation(line: 40, column: 31, scope: !332)
!334 = !DILocation(line: 40, column: 28, scope: !332)
!335 = !DILocation(line: 40, column: 9, scope: !327)
!336 = !DILocation(line: 41, column: 16, scope: !332)
!337 = !DILocation(line: 41, column: 19, scope: !332)
!338 = !DILocation(line: 41, column: 23, scope: !332)
!339 = !DILocation(line: 41, column: 21, scope: !332)
!340 = !DILocation(line: 41, column: 30, scope: !332)
!341 = !DILocation(line: 41, column: 28, scope: !332)
!342 = !DILocation(line: 41, column: 13, scope: !332)
!343 = !DILocation(line: 41, column: 11, scope: !332)
!344 = !DILocation(line: 40, column: 36, scope: !332)
!345 = !DILocation(line: 40, column: 9, scope: !332)
!346 = distinct !{!346, !335, !347, !93}
!347 = !DILocation(line: 41, column: 31, scope: !327)
!348 = !DILocation(line: 39, column: 34, scope: !322)
!349 = !DILocation(line: 39, column: 7, scope: !322)
!350 = distinct !{!350, !325, !351, !93}
!351 = !DILocation(line: 41, column: 31, scope: !317)
!352 = !DILocation(line: 42, column: 27, scope: !282)
!353 = !DILocation(line: 42, column: 7, scope: !282)
!354 = !DILocation(line: 42, column: 11, scope: !282)
!355 = !DILocation(line: 42, column: 15, scope: !282)
!356 = !DILocation(line: 42, column: 13, scope: !282)
!357 = !DILocation(line: 42, column: 22, scope: !282)
!358 = !DILocation(line: 42, column: 20, scope: !282)
!359 = !DILocation(line: 42, column: 25, scope: !282)
!360 = !DILocation(line: 43, column: 5, scope: !282)
!361 = !DILocation(line: 35, column: 32, scope: !277)
!362 = !DILocation(line: 35, column: 5, scope: !277)
!363 = distinct !{!363, !280, !364, !93}
!364 = !DILocation(line: 43, column: 5, scope: !273)
!365 = !DILocation(line: 34, column: 30, scope: !268)
!366 = !DILocation(line: 34, column: 3, scope: !268)
!367 = distinct !{!367, !271, !368, !93}
!368 = !DILocation(line: 43, column: 5, scope: !264)
!369 = !DILocation(line: 44, column: 1, scope: !248)
!370 = distinct !DISubprogram(name: "imax", scope: !1, file: !1, line: 10, type: !371, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!371 = !DISubroutineType(types: !372)
!372 = !{!15, !15, !15}
!373 = !DILocalVariable(name: "a", arg: 1, scope: !370, file: !1, line: 10, type: !15)
!374 = !DILocation(line: 10, column: 21, scope: !370)
!375 = !DILocalVariable(name: "b", arg: 2, scope: !370, file: !1, line: 10, type: !15)
!376 = !DILocation(line: 10, column: 28, scope: !370)
!377 = !DILocation(line: 10, column: 40, scope: !370)
!378 = !DILocation(line: 10, column: 44, scope: !370)
!379 = !DILocation(line: 10, column: 42, scope: !370)
!380 = !DILocation(line: 10, column: 48, scope: !370)
!381 = !DILocation(line: 10, column: 52, scope: !370)
!382 = !DILocation(line: 10, column: 33, scope: !370)
!383 = distinct !DISubprogram(name: "imin", scope: !1, file: !1, line: 9, type: !371, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!384 = !DILocalVariable(name: "a", arg: 1, scope: !383, file: !1, line: 9, type: !15)
!385 = !DILocation(line: 9, column: 21, scope: !383)
!386 = !DILocalVariable(name: "b", arg: 2, scope: !383, file: !1, line: 9, type: !15)
!387 = !DILocation(line: 9, column: 28, scope: !383)
!388 = !DILocation(line: 9, column: 40, scope: !383)
!389 = !DILocation(line: 9, column: 44, scope: !383)
!390 = !DILocation(line: 9, column: 42, scope: !383)
!391 = !DILocation(line: 9, column: 48, scope: !383)
!392 = !DILocation(line: 9, column: 52, scope: !383)
!393 = !DILocation(line: 9, column: 33, scope: !383)
!394 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 12, type: !395, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!395 = !DISubroutineType(types: !396)
!396 = !{!15, !15, !15, !15}
!397 = !DILocalVariable(name: "x", arg: 1, scope: !394, file: !1, line: 12, type: !15)
!398 = !DILocation(line: 12, column: 22, scope: !394)
!399 = !DILocalVariable(name: "lo", arg: 2, scope: !394, file: !1, line: 12, type: !15)
!400 = !DILocation(line: 12, column: 29, scope: !394)
!401 = !DILocalVariable(name: "hi", arg: 3, scope: !394, file: !1, line: 12, type: !15)
!402 = !DILocation(line: 12, column: 37, scope: !394)
!403 = !DILocation(line: 14, column: 7, scope: !404)
!404 = distinct !DILexicalBlock(scope: !394, file: !1, line: 14, column: 7)
!405 = !DILocation(line: 14, column: 11, scope: !404)
!406 = !DILocation(line: 14, column: 9, scope: !404)
!407 = !DILocation(line: 14, column: 7, scope: !394)
!408 = !DILocation(line: 15, column: 12, scope: !404)
!409 = !DILocation(line: 15, column: 5, scope: !404)
!410 = !DILocation(line: 16, column: 7, scope: !411)
!411 = distinct !DILexicalBlock(scope: !394, file: !1, line: 16, column: 7)
!412 = !DILocation(line: 16, column: 11, scope: !411)
!413 = !DILocation(line: 16, column: 9, scope: !411)
!414 = !DILocation(line: 16, column: 7, scope: !394)
!415 = !DILocation(line: 17, column: 12, scope: !411)
!416 = !DILocation(line: 17, column: 5, scope: !411)
!417 = !DILocation(line: 18, column: 10, scope: !394)
!418 = !DILocation(line: 18, column: 3, scope: !394)
!419 = !DILocation(line: 19, column: 1, scope: !394)
