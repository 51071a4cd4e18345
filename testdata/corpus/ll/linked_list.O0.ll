; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, %struct.node* }

@.str = private unnamed_addr constant [24 x i8] c"found %d checksum %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @kernel_walk(%struct.node* noundef %0) #0 !dbg !14 {
  %2 = alloca %struct.node*, align 8
  %3 = alloca double, align 8
  %4 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %2, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata double* %3, metadata !28, metadata !DIExpression()), !dbg !29
  store double 0.000000e+00, double* %3, align 8, !dbg !29
  call void @llvm.dbg.declare(metadata %struct.node** %4, metadata !30, metadata !DIExpression()), !dbg !31
  %5 = load %struct.node*, %struct.node** %2, align 8, !dbg !32
  store %struct.node* %5, %struct.node** %4, align 8, !dbg !31
  br label %6, !dbg !33

6:                                                ; preds = %9, %1
  %7 = load %struct.node*, %struct.node** %4, align 8, !dbg !34
  %8 = icmp ne %struct.node* %7, null, !dbg !33
  br i1 %8, label %9, label %22, !dbg !33

9:                                                ; preds = %6
  %10 = load %struct.node*, %struct.node** %4, align 8, !dbg !35
  %11 = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 1, !dbg !37
  %12 = load double, double* %11, align 8, !dbg !37
  %13 = load %struct.node*, %struct.node** %4, align 8, !dbg !38
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 0, !dbg !39
  %15 = load i32, i32* %14, align 8, !dbg !39
  %16 = sitofp i32 %15 to double, !dbg !38
  %17 = load double, double* %3, align 8, !dbg !40
  %18 = call double @llvm.fmuladd.f64(double %12, double %16, double %17), !dbg !40
  store double %18, double* %3, align 8, !dbg !40
  %19 = load %struct.node*, %struct.node** %4, align 8, !dbg !41
  %20 = getelementptr inbounds %struct.node, %struct.node* %19, i32 0, i32 2, !dbg !42
  %21 = load %struct.node*, %struct.node** %20, align 8, !dbg !42
  store %struct.node* %21, %struct.node** %4, align 8, !dbg !43
  br label %6, !dbg !33, !llvm.loop !44

22:                                               ; preds = %6
  %23 = load double, double* %3, align 8, !dbg !47
  ret double %23, !dbg !48
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !49 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.node*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.node**, align 8
  %14 = alloca %struct.node*, align 8
  %15 = alloca double, align 8
  %16 = alloca %struct.node*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !55, metadata !DIExpression()), !dbg !56
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !57, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.declare(metadata i32* %6, metadata !59, metadata !DIExpression()), !dbg !60
  %17 = load i32, i32* %4, align 4, !dbg !61
  %18 = icmp sgt i32 %17, 1, !dbg !62
  br i1 %18, label %19, label %24, !dbg !61

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !63
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !63
  %22 = load i8*, i8** %21, align 8, !dbg !63
  %23 = call i32 @atoi(i8* noundef %22) #5, !dbg !64
  br label %25, !dbg !61

24:                                               ; preds = %2
  br label %25, !dbg !61

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 600, %24 ], !dbg !61
  store i32 %26, i32* %6, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata %struct.node** %7, metadata !65, metadata !DIExpression()), !dbg !66
  store %struct.node* null, %struct.node** %7, align 8, !dbg !66
  call void @llvm.dbg.declare(metadata i32* %8, metadata !67, metadata !DIExpression()), !dbg !69
  store i32 99, i32* %8, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %9, metadata !70, metadata !DIExpression()), !dbg !72
  store i32 0, i32* %9, align 4, !dbg !72
  br label %27, !dbg !73

27:                                               ; preds = %42, %25
  %28 = load i32, i32* %9, align 4, !dbg !74
  %29 = load i32, i32* %6, align 4, !dbg !76
  %30 = icmp slt i32 %28, %29, !dbg !77
  br i1 %30, label %31, label %45, !dbg !78

31:                                               ; preds = %27
  %32 = load i32, i32* %8, align 4, !dbg !79
  %33 = mul i32 %32, 1664525, !dbg !81
  %34 = add i32 %33, 1013904223, !dbg !82
  store i32 %34, i32* %8, align 4, !dbg !83
  %35 = load %struct.node*, %struct.node** %7, align 8, !dbg !84
  %36 = load i32, i32* %8, align 4, !dbg !85
  %37 = lshr i32 %36, 20, !dbg !86
  %38 = load i32, i32* %9, align 4, !dbg !87
  %39 = srem i32 %38, 9, !dbg !88
  %40 = sitofp i32 %39 to double, !dbg !89
  %41 = call %struct.node* @insert(%struct.node* noundef %35, i32 noundef %37, double noundef %40), !dbg !90
  store %struct.node* %41, %struct.node** %7, align 8, !dbg !91
  br label %42, !dbg !92

42:                                               ; preds = %31
  %43 = load i32, i32* %9, align 4, !dbg !93
  %44 = add nsw i32 %43, 1, !dbg !93
  store i32 %44, i32* %9, align 4, !dbg !93
  br label %27, !dbg !94, !llvm.loop !95

45:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata i32* %10, metadata !97, metadata !DIExpression()), !dbg !98
  store i32 0, i32* %10, align 4, !dbg !98
  call void @llvm.dbg.declare(metadata i32* %11, metadata !99, metadata !DIExpression()), !dbg !101
  store i32 0, i32* %11, align 4, !dbg !101
  br label %46, !dbg !102

46:                                               ; preds = %55, %45
  %47 = load i32, i32* %11, align 4, !dbg !103
  %48 = icmp slt i32 %47, 4096, !dbg !105
  br i1 %48, label %49, label %58, !dbg !106

49:                                               ; preds = %46
  %50 = load %struct.node*, %struct.node** %7, align 8, !dbg !107
  %51 = load i32, i32* %11, align 4, !dbg !108
  %52 = call i32 @contains(%struct.node* noundef %50, i32 noundef %51), !dbg !109
  %53 = load i32, i32* %10, align 4, !dbg !110
  %54 = add nsw i32 %53, %52, !dbg !110
  store i32 %54, i32* %10, align 4, !dbg !110
  br label %55, !dbg !111

55:                                               ; preds = %49
  %56 = load i32, i32* %11, align 4, !dbg !112
  %57 = add nsw i32 %56, 7, !dbg !112
  store i32 %57, i32* %11, align 4, !dbg !112
  br label %46, !dbg !113, !llvm.loop !114

58:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata i32* %12, metadata !116, metadata !DIExpression()), !dbg !117
  store i32 0, i32* %12, align 4, !dbg !117
  call void @llvm.dbg.declare(metadata %struct.node*** %13, metadata !118, metadata !DIExpression()), !dbg !120
  store %struct.node** %7, %struct.node*** %13, align 8, !dbg !120
  br label %59, !dbg !121

59:                                               ; preds = %81, %58
  %60 = load %struct.node**, %struct.node*** %13, align 8, !dbg !122
  %61 = load %struct.node*, %struct.node** %60, align 8, !dbg !123
  %62 = icmp ne %struct.node* %61, null, !dbg !121
  br i1 %62, label %63, label %82, !dbg !121

63:                                               ; preds = %59
  %64 = load i32, i32* %12, align 4, !dbg !124
  %65 = add nsw i32 %64, 1, !dbg !124
  store i32 %65, i32* %12, align 4, !dbg !124
  %66 = srem i32 %64, 3, !dbg !127
  %67 = icmp eq i32 %66, 2, !dbg !128
  br i1 %67, label %68, label %77, !dbg !129

68:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata %struct.node** %14, metadata !130, metadata !DIExpression()), !dbg !132
  %69 = load %struct.node**, %struct.node*** %13, align 8, !dbg !133
  %70 = load %struct.node*, %struct.node** %69, align 8, !dbg !134
  store %struct.node* %70, %struct.node** %14, align 8, !dbg !132
  %71 = load %struct.node*, %struct.node** %14, align 8, !dbg !135
  %72 = getelementptr inbounds %struct.node, %struct.node* %71, i32 0, i32 2, !dbg !136
  %73 = load %struct.node*, %struct.node** %72, align 8, !dbg !136
  %74 = load %struct.node**, %struct.node*** %13, align 8, !dbg !137
  store %struct.node* %73, %struct.node** %74, align 8, !dbg !138
  %75 = load %struct.node*, %struct.node** %14, align 8, !dbg !139
  %76 = bitcast %struct.node* %75 to i8*, !dbg !139
  call void @free(i8* noundef %76) #6, !dbg !140
  br label %81, !dbg !141

77:                                               ; preds = %63
  %78 = load %struct.node**, %struct.node*** %13, align 8, !dbg !142
  %79 = load %struct.node*, %struct.node** %78, align 8, !dbg !144
  %80 = getelementptr inbounds %struct.node, %struct.node* %79, i32 0, i32 2, !dbg !145
  store %struct.node** %80, %struct.node*** %13, align 8, !dbg !146
  br label %81

81:                                               ; preds = %77, %68
  br label %59, !dbg !121, !llvm.loop !147

82:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata double* %15, metadata !149, metadata !DIExpression()), !dbg !150
  %83 = load %struct.node*, %struct.node** %7, align 8, !dbg !151
  %84 = call double @kernel_walk(%struct.node* noundef %83), !dbg !152
  store double %84, double* %15, align 8, !dbg !150
  br label %85, !dbg !153

85:                                               ; preds = %88, %82
  %86 = load %struct.node*, %struct.node** %7, align 8, !dbg !154
  %87 = icmp ne %struct.node* %86, null, !dbg !153
  br i1 %87, label %88, label %95, !dbg !153

88:                                               ; preds = %85
  call void @llvm.dbg.declare(metadata %struct.node** %16, metadata !155, metadata !DIExpression()), !dbg !157
  %89 = load %struct.node*, %struct.node** %7, align 8, !dbg !158
  %90 = getelementptr inbounds %struct.node, %struct.node* %89, i32 0, i32 2, !dbg !159
  %91 = load %struct.node*, %struct.node** %90, align 8, !dbg !159
  store %struct.node* %91, %struct.node** %16, align 8, !dbg !157
  %92 = load %struct.node*, %struct.node** %7, align 8, !dbg !160
  %93 = bitcast %struct.node* %92 to i8*, !dbg !160
  call void @free(i8* noundef %93) #6, !dbg !161
  %94 = load %struct.node*, %struct.node** %16, align 8, !dbg !162
  store %struct.node* %94, %struct.node** %7, align 8, !dbg !163
  br label %85, !dbg !153, !llvm.loop !164

95:                                               ; preds = %85
  %96 = load i32, i32* %10, align 4, !dbg !166
  %97 = load double, double* %15, align 8, !dbg !167
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i32 noundef %96, double noundef %97), !dbg !168
  ret i32 0, !dbg !169
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @insert(%struct.node* noundef %0, i32 noundef %1, double noundef %2) #0 !dbg !170 {
  %4 = alloca %struct.node*, align 8
  %5 = alloca %struct.node*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca %struct.node*, align 8
  %9 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %5, metadata !173, metadata !DIExpression()), !dbg !174
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !175, metadata !DIExpression()), !dbg !176
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.declare(metadata %struct.node** %8, metadata !179, metadata !DIExpression()), !dbg !180
  %10 = call noalias i8* @malloc(i64 noundef 24) #6, !dbg !181
  %11 = bitcast i8* %10 to %struct.node*, !dbg !181
  store %struct.node* %11, %struct.node** %8, align 8, !dbg !180
  %12 = load i32, i32* %6, align 4, !dbg !182
  %13 = load %struct.node*, %struct.node** %8, align 8, !dbg !183
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 0, !dbg !184
  store i32 %12, i32* %14, align 8, !dbg !185
  %15 = load double, double* %7, align 8, !dbg !186
  %16 = load %struct.node*, %struct.node** %8, align 8, !dbg !187
  %17 = getelementptr inbounds %struct.node, %struct.node* %16, i32 0, i32 1, !dbg !188
  store double %15, double* %17, align 8, !dbg !189
  %18 = load %struct.node*, %struct.node** %5, align 8, !dbg !190
  %19 = icmp eq %struct.node* %18, null, !dbg !192
  br i1 %19, label %26, label %20, !dbg !193

20:                                               ; preds = %3
  %21 = load %struct.node*, %struct.node** %5, align 8, !dbg !194
  %22 = getelementptr inbounds %struct.node, %struct.node* %21, i32 0, i32 0, !dbg !195
  %23 = load i32, i32* %22, align 8, !dbg !195
  %24 = load i32, i32* %6, align 4, !dbg !196
  %25 = icmp sge i32 %23, %24, !dbg !197
  br i1 %25, label %26, label %31, !dbg !198

26:                                               ; preds = %20, %3
  %27 = load %struct.node*, %struct.node** %5, align 8, !dbg !199
  %28 = load %struct.node*, %struct.node** %8, align 8, !dbg !201
  %29 = getelementptr inbounds %struct.node, %struct.node* %28, i32 0, i32 2, !dbg !202
  store %struct.node* %27, %struct.node** %29, align 8, !dbg !203
  %30 = load %struct.node*, %struct.node** %8, align 8, !dbg !204
  store %struct.node* %30, %struct.node** %4, align 8, !dbg !205
  br label %62, !dbg !205

31:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata %struct.node** %9, metadata !206, metadata !DIExpression()), !dbg !207
  %32 = load %struct.node*, %struct.node** %5, align 8, !dbg !208
  store %struct.node* %32, %struct.node** %9, align 8, !dbg !207
  br label %33, !dbg !209

33:                                               ; preds = %48, %31
  %34 = load %struct.node*, %struct.node** %9, align 8, !dbg !210
  %35 = getelementptr inbounds %struct.node, %struct.node* %34, i32 0, i32 2, !dbg !211
  %36 = load %struct.node*, %struct.node** %35, align 8, !dbg !211
  %37 = icmp ne %struct.node* %36, null, !dbg !212
  br i1 %37, label %38, label %46, !dbg !213

38:                                               ; preds = %33
  %39 = load %struct.node*, %struct.node** %9, align 8, !dbg !214
  %40 = getelementptr inbounds %struct.node, %struct.node* %39, i32 0, i32 2, !dbg !215
  %41 = load %struct.node*, %struct.node** %40, align 8, !dbg !215
  %42 = getelementptr inbounds %struct.node, %struct.node* %41, i32 0, i32 0, !dbg !216
  %43 = load i32, i32* %42, align 8, !dbg !216
  %44 = load i32, i32* %6, align 4, !dbg !217
  %45 = icmp slt i32 %43, %44, !dbg !218
  br label %46

46:                                               ; preds = %38, %33
  %47 = phi i1 [ false, %33 ], [ %45, %38 ], !dbg !219
  br i1 %47, label %48, label %52, !dbg !209

48:                                               ; preds = %46
  %49 = load %struct.node*, %struct.node** %9, align 8, !dbg !220
  %50 = getelementptr inbounds %struct.node, %struct.node* %49, i32 0, i32 2, !dbg !221
  %51 = load %struct.node*, %struct.node** %50, align 8, !dbg !221
  store %struct.node* %51, %struct.node** %9, align 8, !dbg !222
  br label %33, !dbg !209, !llvm.loop !223

52:                                               ; preds = %46
  %53 = load %struct.node*, %struct.node** %9, align 8, !dbg !224
  %54 = getelementptr inbounds %struct.node, %struct.node* %53, i32 0, i32 2, !dbg !225
  %55 = load %struct.node*, %struct.node** %54, align 8, !dbg !225
  %56 = load %struct.node*, %struct.node** %8, align 8, !dbg !226
  %57 = getelementptr inbounds %struct.node, %struct.node* %56, i32 0, i32 2, !dbg !227
  store %struct.node* %55, %struct.node** %57, align 8, !dbg !228
  %58 = load %struct.node*, %struct.node** %8, align 8, !dbg !229
  %59 = load %struct.node*, %struct.node** %9, align 8, !dbg !230
  %60 = getelementptr inbounds %struct.node, %struct.node* %59, i32 0, i32 2, !dbg !231
  store %struct.node* %58, %struct.node** %60, align 8, !dbg !232
  %61 = load %struct.node*, %struct.node** %5, align 8, !dbg !233
  store %struct.node* %61, %struct.node** %4, align 8, !dbg !234
  br label %62, !dbg !234

62:                                               ; preds = %52, %26
  %63 = load %struct.node*, %struct.node** %4, align 8, !dbg !235
  ret %struct.node* %63, !dbg !235
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @contains(%struct.node* noundef %0, i32 noundef %1) #0 !dbg !236 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.node*, align 8
  %5 = alloca i32, align 4
  store %struct.node* %0, %struct.node** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %4, metadata !239, metadata !DIExpression()), !dbg !240
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !241, metadata !DIExpression()), !dbg !242
  br label %6, !dbg !243

6:                                                ; preds = %23, %2
  %7 = load %struct.node*, %struct.node** %4, align 8, !dbg !244
  %8 = icmp ne %struct.node* %7, null, !dbg !245
  br i1 %8, label %9, label %27, !dbg !243

9:                                                ; preds = %6
  %10 = load %struct.node*, %struct.node** %4, align 8, !dbg !246
  %11 = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 0, !dbg !249
  %12 = load i32, i32* %11, align 8, !dbg !249
  %13 = load i32, i32* %5, align 4, !dbg !250
  %14 = icmp eq i32 %12, %13, !dbg !251
  br i1 %14, label %15, label %16, !dbg !252

15:                                               ; preds = %9
  store i32 1, i32* %3, align 4, !dbg !253
  br label %28, !dbg !253

16:                                               ; preds = %9
  %17 = load %struct.node*, %struct.node** %4, align 8, !dbg !254
  %18 = getelementptr inbounds %struct.node, %struct.node* %17, i32 0, i32 0, !dbg !256
  %19 = load i32, i32* %18, align 8, !dbg !256
  %20 = load i32, i32* %5, align 4, !dbg !257
  %21 = icmp sgt i32 %19, %20, !dbg !258
  br i1 %21, label %22, label %23, !dbg !259

22:                                               ; preds = %16
  br label %27, !dbg !260

23:                                               ; preds = %16
  %24 = load %struct.node*, %struct.node** %4, align 8, !dbg !261
  %25 = getelementptr inbounds %struct.node, %struct.node* %24, i32 0, i32 2, !dbg !262
  %26 = load %struct.node*, %struct.node** %25, align 8, !dbg !262
  store %struct.node* %26, %struct.node** %4, align 8, !dbg !263
  br label %6, !dbg !243, !llvm.loop !264

27:                                               ; preds = %22, %6
  store i32 0, i32* %3, align 4, !dbg !266
  br label %28, !dbg !266

28:                                               ; preds = %27, %15
  %29 = load i32, i32* %3, align 4, !dbg !267
  ret i32 %29, !dbg !267
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

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
!1 = !DIFile(filename: "linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "abd06b74c88e45817d9598c870101a2f")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "kernel_walk", scope: !1, file: !1, line: 42, type: !15, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!15 = !DISubroutineType(types: !16)
!16 = !{!4, !17}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 192, elements: !20)
!20 = !{!21, !22, !23}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !19, file: !1, line: 8, baseType: !3, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !19, file: !1, line: 9, baseType: !4, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !19, file: !1, line: 10, baseType: !24, size: 64, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "head", arg: 1, scope: !14, file: !1, line: 42, type: !17)
!27 = !DILocation(line: 42, column: 39, scope: !14)
!28 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 44, type: !4)
!29 = !DILocation(line: 44, column: 10, scope: !14)
!30 = !DILocalVariable(name: "p", scope: !14, file: !1, line: 45, type: !17)
!31 = !DILocation(line: 45, column: 22, scope: !14)
!32 = !DILocation(line: 45, column: 26, scope: !14)
!33 = !DILocation(line: 46, column: 3, scope: !14)
!34 = !DILocation(line: 46, column: 10, scope: !14)
!35 = !DILocation(line: 47, column: 10, scope: !36)
!36 = distinct !DILexicalBlock(scope: !14, file: !1, line: 46, column: 13)
!37 = !DILocation(line: 47, column: 13, scope: !36)
!38 = !DILocation(line: 47, column: 19, scope: !36)
!39 = !DILocation(line: 47, column: 22, scope: !36)
!40 = !DILocation(line: 47, column: 7, scope: !36)
!41 = !DILocation(line: 48, column: 9, scope: !36)
!42 = !DILocation(line: 48, column: 12, scope: !36)
!43 = !DILocation(line: 48, column: 7, scope: !36)
!44 = distinct !{!44, !33, !45, !46}
!45 = !DILocation(line: 49, column: 3, scope: !14)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 50, column: 10, scope: !14)
!48 = !DILocation(line: 50, column: 3, scope: !14)
!49 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 53, type: !50, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!50 = !DISubroutineType(types: !51)
!51 = !{!3, !3, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!55 = !DILocalVariable(name: "argc", arg: 1, scope: !49, file: !1, line: 53, type: !3)
!56 = !DILocation(line: 53, column: 14, scope: !49)
!57 = !DILocalVariable(name: "argv", arg: 2, scope: !49, file: !1, line: 53, type: !52)
!58 = !DILocation(line: 53, column: 27, scope: !49)
!59 = !DILocalVariable(name: "n", scope: !49, file: !1, line: 55, type: !3)
!60 = !DILocation(line: 55, column: 7, scope: !49)
!61 = !DILocation(line: 55, column: 11, scope: !49)
!62 = !DILocation(line: 55, column: 16, scope: !49)
!63 = !DILocation(line: 55, column: 27, scope: !49)
!64 = !DILocation(line: 55, column: 22, scope: !49)
!65 = !DILocalVariable(name: "head", scope: !49, file: !1, line: 56, type: !24)
!66 = !DILocation(line: 56, column: 16, scope: !49)
!67 = !DILocalVariable(name: "s", scope: !49, file: !1, line: 57, type: !68)
!68 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!69 = !DILocation(line: 57, column: 12, scope: !49)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 58, type: !3)
!71 = distinct !DILexicalBlock(scope: !49, file: !1, line: 58, column: 3)
!72 = !DILocation(line: 58, column: 12, scope: !71)
!73 = !DILocation(line: 58, column: 8, scope: !71)
!74 = !DILocation(line: 58, column: 19, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 58, column: 3)
!76 = !DILocation(line: 58, column: 23, scope: !75)
!77 = !DILocation(line: 58, column: 21, scope: !75)
!78 = !DILocation(line: 58, column: 3, scope: !71)
!79 = !DILocation(line: 59, column: 9, scope: !80)
!80 = distinct !DILexicalBlock(scope: !75, file: !1, line: 58, column: 31)
!81 = !DILocation(line: 59, column: 11, scope: !80)
!82 = !DILocation(line: 59, column: 22, scope: !80)
!83 = !DILocation(line: 59, column: 7, scope: !80)
!84 = !DILocation(line: 60, column: 19, scope: !80)
!85 = !DILocation(line: 60, column: 31, scope: !80)
!86 = !DILocation(line: 60, column: 33, scope: !80)
!87 = !DILocation(line: 60, column: 50, scope: !80)
!88 = !DILocation(line: 60, column: 52, scope: !80)
!89 = !DILocation(line: 60, column: 41, scope: !80)
!90 = !DILocation(line: 60, column: 12, scope: !80)
!91 = !DILocation(line: 60, column: 10, scope: !80)
!92 = !DILocation(line: 61, column: 3, scope: !80)
!93 = !DILocation(line: 58, column: 27, scope: !75)
!94 = !DILocation(line: 58, column: 3, scope: !75)
!95 = distinct !{!95, !78, !96, !46}
!96 = !DILocation(line: 61, column: 3, scope: !71)
!97 = !DILocalVariable(name: "found", scope: !49, file: !1, line: 62, type: !3)
!98 = !DILocation(line: 62, column: 7, scope: !49)
!99 = !DILocalVariable(name: "q", scope: !100, file: !1, line: 63, type: !3)
!100 = distinct !DILexicalBlock(scope: !49, file: !1, line: 63, column: 3)
!101 = !DILocation(line: 63, column: 12, scope: !100)
!102 = !DILocation(line: 63, column: 8, scope: !100)
!103 = !DILocation(line: 63, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !1, line: 63, column: 3)
!105 = !DILocation(line: 63, column: 21, scope: !104)
!106 = !DILocation(line: 63, column: 3, scope: !100)
!107 = !DILocation(line: 64, column: 23, scope: !104)
!108 = !DILocation(line: 64, column: 29, scope: !104)
!109 = !DILocation(line: 64, column: 14, scope: !104)
!110 = !DILocation(line: 64, column: 11, scope: !104)
!111 = !DILocation(line: 64, column: 5, scope: !104)
!112 = !DILocation(line: 63, column: 31, scope: !104)
!113 = !DILocation(line: 63, column: 3, scope: !104)
!114 = distinct !{!114, !106, !115, !46}
!115 = !DILocation(line: 64, column: 30, scope: !100)
!116 = !DILocalVariable(name: "idx", scope: !49, file: !1, line: 66, type: !3)
!117 = !DILocation(line: 66, column: 7, scope: !49)
!118 = !DILocalVariable(name: "pp", scope: !49, file: !1, line: 67, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!120 = !DILocation(line: 67, column: 17, scope: !49)
!121 = !DILocation(line: 68, column: 3, scope: !49)
!122 = !DILocation(line: 68, column: 11, scope: !49)
!123 = !DILocation(line: 68, column: 10, scope: !49)
!124 = !DILocation(line: 69, column: 12, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !1, line: 69, column: 9)
!126 = distinct !DILexicalBlock(scope: !49, file: !1, line: 68, column: 15)
!127 = !DILocation(line: 69, column: 15, scope: !125)
!128 = !DILocation(line: 69, column: 19, scope: !125)
!129 = !DILocation(line: 69, column: 9, scope: !126)
!130 = !DILocalVariable(name: "dead", scope: !131, file: !1, line: 70, type: !24)
!131 = distinct !DILexicalBlock(scope: !125, file: !1, line: 69, column: 25)
!132 = !DILocation(line: 70, column: 20, scope: !131)
!133 = !DILocation(line: 70, column: 28, scope: !131)
!134 = !DILocation(line: 70, column: 27, scope: !131)
!135 = !DILocation(line: 71, column: 13, scope: !131)
!136 = !DILocation(line: 71, column: 19, scope: !131)
!137 = !DILocation(line: 71, column: 8, scope: !131)
!138 = !DILocation(line: 71, column: 11, scope: !131)
!139 = !DILocation(line: 72, column: 12, scope: !131)
!140 = !DILocation(line: 72, column: 7, scope: !131)
!141 = !DILocation(line: 73, column: 5, scope: !131)
!142 = !DILocation(line: 74, column: 15, scope: !143)
!143 = distinct !DILexicalBlock(scope: !125, file: !1, line: 73, column: 12)
!144 = !DILocation(line: 74, column: 14, scope: !143)
!145 = !DILocation(line: 74, column: 20, scope: !143)
!146 = !DILocation(line: 74, column: 10, scope: !143)
!147 = distinct !{!147, !121, !148, !46}
!148 = !DILocation(line: 76, column: 3, scope: !49)
!149 = !DILocalVariable(name: "sum", scope: !49, file: !1, line: 77, type: !4)
!150 = !DILocation(line: 77, column: 10, scope: !49)
!151 = !DILocation(line: 77, column: 28, scope: !49)
!152 = !DILocation(line: 77, column: 16, scope: !49)
!153 = !DILocation(line: 78, column: 3, scope: !49)
!154 = !DILocation(line: 78, column: 10, scope: !49)
!155 = !DILocalVariable(name: "nx", scope: !156, file: !1, line: 79, type: !24)
!156 = distinct !DILexicalBlock(scope: !49, file: !1, line: 78, column: 16)
!157 = !DILocation(line: 79, column: 18, scope: !156)
!158 = !DILocation(line: 79, column: 23, scope: !156)
!159 = !DILocation(line: 79, column: 29, scope: !156)
!160 = !DILocation(line: 80, column: 10, scope: !156)
!161 = !DILocation(line: 80, column: 5, scope: !156)
!162 = !DILocation(line: 81, column: 12, scope: !156)
!163 = !DILocation(line: 81, column: 10, scope: !156)
!164 = distinct !{!164, !153, !165, !46}
!165 = !DILocation(line: 82, column: 3, scope: !49)
!166 = !DILocation(line: 83, column: 38, scope: !49)
!167 = !DILocation(line: 83, column: 45, scope: !49)
!168 = !DILocation(line: 83, column: 3, scope: !49)
!169 = !DILocation(line: 84, column: 3, scope: !49)
!170 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 13, type: !171, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !25)
!171 = !DISubroutineType(types: !172)
!172 = !{!24, !24, !3, !4}
!173 = !DILocalVariable(name: "head", arg: 1, scope: !170, file: !1, line: 13, type: !24)
!174 = !DILocation(line: 13, column: 41, scope: !170)
!175 = !DILocalVariable(name: "key", arg: 2, scope: !170, file: !1, line: 13, type: !3)
!176 = !DILocation(line: 13, column: 51, scope: !170)
!177 = !DILocalVariable(name: "val", arg: 3, scope: !170, file: !1, line: 13, type: !4)
!178 = !DILocation(line: 13, column: 63, scope: !170)
!179 = !DILocalVariable(name: "n", scope: !170, file: !1, line: 15, type: !24)
!180 = !DILocation(line: 15, column: 16, scope: !170)
!181 = !DILocation(line: 15, column: 20, scope: !170)
!182 = !DILocation(line: 16, column: 12, scope: !170)
!183 = !DILocation(line: 16, column: 3, scope: !170)
!184 = !DILocation(line: 16, column: 6, scope: !170)
!185 = !DILocation(line: 16, column: 10, scope: !170)
!186 = !DILocation(line: 17, column: 12, scope: !170)
!187 = !DILocation(line: 17, column: 3, scope: !170)
!188 = !DILocation(line: 17, column: 6, scope: !170)
!189 = !DILocation(line: 17, column: 10, scope: !170)
!190 = !DILocation(line: 18, column: 7, scope: !191)
!191 = distinct !DILexicalBlock(scope: !170, file: !1, line: 18, column: 7)
!192 = !DILocation(line: 18, column: 12, scope: !191)
!193 = !DILocation(line: 18, column: 20, scope: !191)
!194 = !DILocation(line: 18, column: 23, scope: !191)
!195 = !DILocation(line: 18, column: 29, scope: !191)
!196 = !DILocation(line: 18, column: 36, scope: !191)
!197 = !DILocation(line: 18, column: 33, scope: !191)
!198 = !DILocation(line: 18, column: 7, scope: !170)
!199 = !DILocation(line: 19, column: 15, scope: !200)
!200 = distinct !DILexicalBlock(scope: !191, file: !1, line: 18, column: 41)
!201 = !DILocation(line: 19, column: 5, scope: !200)
!202 = !DILocation(line: 19, column: 8, scope: !200)
!203 = !DILocation(line: 19, column: 13, scope: !200)
!204 = !DILocation(line: 20, column: 12, scope: !200)
!205 = !DILocation(line: 20, column: 5, scope: !200)
!206 = !DILocalVariable(name: "p", scope: !170, file: !1, line: 22, type: !24)
!207 = !DILocation(line: 22, column: 16, scope: !170)
!208 = !DILocation(line: 22, column: 20, scope: !170)
!209 = !DILocation(line: 23, column: 3, scope: !170)
!210 = !DILocation(line: 23, column: 10, scope: !170)
!211 = !DILocation(line: 23, column: 13, scope: !170)
!212 = !DILocation(line: 23, column: 18, scope: !170)
!213 = !DILocation(line: 23, column: 26, scope: !170)
!214 = !DILocation(line: 23, column: 29, scope: !170)
!215 = !DILocation(line: 23, column: 32, scope: !170)
!216 = !DILocation(line: 23, column: 38, scope: !170)
!217 = !DILocation(line: 23, column: 44, scope: !170)
!218 = !DILocation(line: 23, column: 42, scope: !170)
!219 = !DILocation(line: 0, scope: !170)
!220 = !DILocation(line: 24, column: 9, scope: !170)
!221 = !DILocation(line: 24, column: 12, scope: !170)
!222 = !DILocation(line: 24, column: 7, scope: !170)
!223 = distinct !{!223, !209, !221, !46}
!224 = !DILocation(line: 25, column: 13, scope: !170)
!225 = !DILocation(line: 25, column: 16, scope: !170)
!226 = !DILocation(line: 25, column: 3, scope: !170)
!227 = !DILocation(line: 25, column: 6, scope: !170)
!228 = !DILocation(line: 25, column: 11, scope: !170)
!229 = !DILocation(line: 26, column: 13, scope: !170)
!230 = !DILocation(line: 26, column: 3, scope: !170)
!231 = !DILocation(line: 26, column: 6, scope: !170)
!232 = !DILocation(line: 26, column: 11, scope: !170)
!233 = !DILocation(line: 27, column: 10, scope: !170)
!234 = !DILocation(line: 27, column: 3, scope: !170)
!235 = !DILocation(line: 28, column: 1, scope: !170)
!236 = distinct !DISubprogram(name: "contains", scope: !1, file: !1, line: 30, type: !237, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !25)
!237 = !DISubroutineType(types: !238)
!238 = !{!3, !17, !3}
!239 = !DILocalVariable(name: "p", arg: 1, scope: !236, file: !1, line: 30, type: !17)
!240 = !DILocation(line: 30, column: 40, scope: !236)
!241 = !DILocalVariable(name: "key", arg: 2, scope: !236, file: !1, line: 30, type: !3)
!242 = !DILocation(line: 30, column: 47, scope: !236)
!243 = !DILocation(line: 32, column: 3, scope: !236)
!244 = !DILocation(line: 32, column: 10, scope: !236)
!245 = !DILocation(line: 32, column: 12, scope: !236)
!246 = !DILocation(line: 33, column: 9, scope: !247)
!247 = distinct !DILexicalBlock(scope: !248, file: !1, line: 33, column: 9)
!248 = distinct !DILexicalBlock(scope: !236, file: !1, line: 32, column: 21)
!249 = !DILocation(line: 33, column: 12, scope: !247)
!250 = !DILocation(line: 33, column: 19, scope: !247)
!251 = !DILocation(line: 33, column: 16, scope: !247)
!252 = !DILocation(line: 33, column: 9, scope: !248)
!253 = !DILocation(line: 34, column: 7, scope: !247)
!254 = !DILocation(line: 35, column: 9, scope: !255)
!255 = distinct !DILexicalBlock(scope: !248, file: !1, line: 35, column: 9)
!256 = !DILocation(line: 35, column: 12, scope: !255)
!257 = !DILocation(line: 35, column: 18, scope: !255)
!258 = !DILocation(line: 35, column: 16, scope: !255)
!259 = !DILocation(line: 35, column: 9, scope: !248)
!260 = !DILocation(line: 36, column: 7, scope: !255)
!261 = !DILocation(line: 37, column: 9, scope: !248)
!262 = !DILocation(line: 37, column: 12, scope: !248)
!263 = !DILocation(line: 37, column: 7, scope: !248)
!264 = distinct !{!264, !243, !265, !46}
!265 = !DILocation(line: 38, column: 3, scope: !236)
!266 = !DILocation(line: 39, column: 3, scope: !236)
!267 = !DILocation(line: 40, column: 1, scope: !236)
