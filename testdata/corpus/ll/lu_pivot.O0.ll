; ModuleID = 'lu_pivot.c'
source_filename = "lu_pivot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"singular\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @kernel_lu(i32 noundef %0, double** noundef %1, i32* noundef %2) #0 !dbg !15 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double**, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double*, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !23, metadata !DIExpression()), !dbg !24
  store double** %1, double*** %6, align 8
  call void @llvm.dbg.declare(metadata double*** %6, metadata !25, metadata !DIExpression()), !dbg !26
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %8, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %9, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %10, metadata !33, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %8, align 4, !dbg !35
  br label %16, !dbg !37

16:                                               ; preds = %186, %3
  %17 = load i32, i32* %8, align 4, !dbg !38
  %18 = load i32, i32* %5, align 4, !dbg !40
  %19 = icmp slt i32 %17, %18, !dbg !41
  br i1 %19, label %20, label %189, !dbg !42

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %11, metadata !43, metadata !DIExpression()), !dbg !45
  %21 = load i32, i32* %8, align 4, !dbg !46
  store i32 %21, i32* %11, align 4, !dbg !45
  call void @llvm.dbg.declare(metadata double* %12, metadata !47, metadata !DIExpression()), !dbg !48
  %22 = load double**, double*** %6, align 8, !dbg !49
  %23 = load i32, i32* %8, align 4, !dbg !50
  %24 = sext i32 %23 to i64, !dbg !49
  %25 = getelementptr inbounds double*, double** %22, i64 %24, !dbg !49
  %26 = load double*, double** %25, align 8, !dbg !49
  %27 = load i32, i32* %8, align 4, !dbg !51
  %28 = sext i32 %27 to i64, !dbg !49
  %29 = getelementptr inbounds double, double* %26, i64 %28, !dbg !49
  %30 = load double, double* %29, align 8, !dbg !49
  %31 = call double @llvm.fabs.f64(double %30), !dbg !52
  store double %31, double* %12, align 8, !dbg !48
  %32 = load i32, i32* %8, align 4, !dbg !53
  %33 = add nsw i32 %32, 1, !dbg !55
  store i32 %33, i32* %9, align 4, !dbg !56
  br label %34, !dbg !57

34:                                               ; preds = %64, %20
  %35 = load i32, i32* %9, align 4, !dbg !58
  %36 = load i32, i32* %5, align 4, !dbg !60
  %37 = icmp slt i32 %35, %36, !dbg !61
  br i1 %37, label %38, label %67, !dbg !62

38:                                               ; preds = %34
  %39 = load double**, double*** %6, align 8, !dbg !63
  %40 = load i32, i32* %9, align 4, !dbg !65
  %41 = sext i32 %40 to i64, !dbg !63
  %42 = getelementptr inbounds double*, double** %39, i64 %41, !dbg !63
  %43 = load double*, double** %42, align 8, !dbg !63
  %44 = load i32, i32* %8, align 4, !dbg !66
  %45 = sext i32 %44 to i64, !dbg !63
  %46 = getelementptr inbounds double, double* %43, i64 %45, !dbg !63
  %47 = load double, double* %46, align 8, !dbg !63
  %48 = call double @llvm.fabs.f64(double %47), !dbg !67
  %49 = load double, double* %12, align 8, !dbg !68
  %50 = fcmp ogt double %48, %49, !dbg !69
  br i1 %50, label %51, label %63, !dbg !70

51:                                               ; preds = %38
  %52 = load double**, double*** %6, align 8, !dbg !71
  %53 = load i32, i32* %9, align 4, !dbg !73
  %54 = sext i32 %53 to i64, !dbg !71
  %55 = getelementptr inbounds double*, double** %52, i64 %54, !dbg !71
  %56 = load double*, double** %55, align 8, !dbg !71
  %57 = load i32, i32* %8, align 4, !dbg !74
  %58 = sext i32 %57 to i64, !dbg !71
  %59 = getelementptr inbounds double, double* %56, i64 %58, !dbg !71
  %60 = load double, double* %59, align 8, !dbg !71
  %61 = call double @llvm.fabs.f64(double %60), !dbg !75
  store double %61, double* %12, align 8, !dbg !76
  %62 = load i32, i32* %9, align 4, !dbg !77
  store i32 %62, i32* %11, align 4, !dbg !78
  br label %63, !dbg !79

63:                                               ; preds = %51, %38
  br label %64, !dbg !68

64:                                               ; preds = %63
  %65 = load i32, i32* %9, align 4, !dbg !80
  %66 = add nsw i32 %65, 1, !dbg !80
  store i32 %66, i32* %9, align 4, !dbg !80
  br label %34, !dbg !81, !llvm.loop !82

67:                                               ; preds = %34
  %68 = load double, double* %12, align 8, !dbg !85
  %69 = fcmp oeq double %68, 0.000000e+00, !dbg !87
  br i1 %69, label %70, label %71, !dbg !88

70:                                               ; preds = %67
  store i32 -1, i32* %4, align 4, !dbg !89
  br label %190, !dbg !89

71:                                               ; preds = %67
  %72 = load i32, i32* %11, align 4, !dbg !90
  %73 = load i32, i32* %8, align 4, !dbg !92
  %74 = icmp ne i32 %72, %73, !dbg !93
  br i1 %74, label %75, label %114, !dbg !94

75:                                               ; preds = %71
  call void @llvm.dbg.declare(metadata double** %13, metadata !95, metadata !DIExpression()), !dbg !97
  %76 = load double**, double*** %6, align 8, !dbg !98
  %77 = load i32, i32* %8, align 4, !dbg !99
  %78 = sext i32 %77 to i64, !dbg !98
  %79 = getelementptr inbounds double*, double** %76, i64 %78, !dbg !98
  %80 = load double*, double** %79, align 8, !dbg !98
  store double* %80, double** %13, align 8, !dbg !97
  %81 = load double**, double*** %6, align 8, !dbg !100
  %82 = load i32, i32* %11, align 4, !dbg !101
  %83 = sext i32 %82 to i64, !dbg !100
  %84 = getelementptr inbounds double*, double** %81, i64 %83, !dbg !100
  %85 = load double*, double** %84, align 8, !dbg !100
  %86 = load double**, double*** %6, align 8, !dbg !102
  %87 = load i32, i32* %8, align 4, !dbg !103
  %88 = sext i32 %87 to i64, !dbg !102
  %89 = getelementptr inbounds double*, double** %86, i64 %88, !dbg !102
  store double* %85, double** %89, align 8, !dbg !104
  %90 = load double*, double** %13, align 8, !dbg !105
  %91 = load double**, double*** %6, align 8, !dbg !106
  %92 = load i32, i32* %11, align 4, !dbg !107
  %93 = sext i32 %92 to i64, !dbg !106
  %94 = getelementptr inbounds double*, double** %91, i64 %93, !dbg !106
  store double* %90, double** %94, align 8, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %14, metadata !109, metadata !DIExpression()), !dbg !110
  %95 = load i32*, i32** %7, align 8, !dbg !111
  %96 = load i32, i32* %8, align 4, !dbg !112
  %97 = sext i32 %96 to i64, !dbg !111
  %98 = getelementptr inbounds i32, i32* %95, i64 %97, !dbg !111
  %99 = load i32, i32* %98, align 4, !dbg !111
  store i32 %99, i32* %14, align 4, !dbg !110
  %100 = load i32*, i32** %7, align 8, !dbg !113
  %101 = load i32, i32* %11, align 4, !dbg !114
  %102 = sext i32 %101 to i64, !dbg !113
  %103 = getelementptr inbounds i32, i32* %100, i64 %102, !dbg !113
  %104 = load i32, i32* %103, align 4, !dbg !113
  %105 = load i32*, i32** %7, align 8, !dbg !115
  %106 = load i32, i32* %8, align 4, !dbg !116
  %107 = sext i32 %106 to i64, !dbg !115
  %108 = getelementptr inbounds i32, i32* %105, i64 %107, !dbg !115
  store i32 %104, i32* %108, align 4, !dbg !117
  %109 = load i32, i32* %14, align 4, !dbg !118
  %110 = load i32*, i32** %7, align 8, !dbg !119
  %111 = load i32, i32* %11, align 4, !dbg !120
  %112 = sext i32 %111 to i64, !dbg !119
  %113 = getelementptr inbounds i32, i32* %110, i64 %112, !dbg !119
  store i32 %109, i32* %113, align 4, !dbg !121
  br label %114, !dbg !122

114:                                              ; preds = %75, %71
  %115 = load i32, i32* %8, align 4, !dbg !123
  %116 = add nsw i32 %115, 1, !dbg !125
  store i32 %116, i32* %9, align 4, !dbg !126
  br label %117, !dbg !127

117:                                              ; preds = %182, %114
  %118 = load i32, i32* %9, align 4, !dbg !128
  %119 = load i32, i32* %5, align 4, !dbg !130
  %120 = icmp slt i32 %118, %119, !dbg !131
  br i1 %120, label %121, label %185, !dbg !132

121:                                              ; preds = %117
  call void @llvm.dbg.declare(metadata double* %15, metadata !133, metadata !DIExpression()), !dbg !135
  %122 = load double**, double*** %6, align 8, !dbg !136
  %123 = load i32, i32* %9, align 4, !dbg !137
  %124 = sext i32 %123 to i64, !dbg !136
  %125 = getelementptr inbounds double*, double** %122, i64 %124, !dbg !136
  %126 = load double*, double** %125, align 8, !dbg !136
  %127 = load i32, i32* %8, align 4, !dbg !138
  %128 = sext i32 %127 to i64, !dbg !136
  %129 = getelementptr inbounds double, double* %126, i64 %128, !dbg !136
  %130 = load double, double* %129, align 8, !dbg !136
  %131 = load double**, double*** %6, align 8, !dbg !139
  %132 = load i32, i32* %8, align 4, !dbg !140
  %133 = sext i32 %132 to i64, !dbg !139
  %134 = getelementptr inbounds double*, double** %131, i64 %133, !dbg !139
  %135 = load double*, double** %134, align 8, !dbg !139
  %136 = load i32, i32* %8, align 4, !dbg !141
  %137 = sext i32 %136 to i64, !dbg !139
  %138 = getelementptr inbounds double, double* %135, i64 %137, !dbg !139
  %139 = load double, double* %138, align 8, !dbg !139
  %140 = fdiv double %130, %139, !dbg !142
  store double %140, double* %15, align 8, !dbg !135
  %141 = load double, double* %15, align 8, !dbg !143
  %142 = load double**, double*** %6, align 8, !dbg !144
  %143 = load i32, i32* %9, align 4, !dbg !145
  %144 = sext i32 %143 to i64, !dbg !144
  %145 = getelementptr inbounds double*, double** %142, i64 %144, !dbg !144
  %146 = load double*, double** %145, align 8, !dbg !144
  %147 = load i32, i32* %8, align 4, !dbg !146
  %148 = sext i32 %147 to i64, !dbg !144
  %149 = getelementptr inbounds double, double* %146, i64 %148, !dbg !144
  store double %141, double* %149, align 8, !dbg !147
  %150 = load i32, i32* %8, align 4, !dbg !148
  %151 = add nsw i32 %150, 1, !dbg !150
  store i32 %151, i32* %10, align 4, !dbg !151
  br label %152, !dbg !152

152:                                              ; preds = %178, %121
  %153 = load i32, i32* %10, align 4, !dbg !153
  %154 = load i32, i32* %5, align 4, !dbg !155
  %155 = icmp slt i32 %153, %154, !dbg !156
  br i1 %155, label %156, label %181, !dbg !157

156:                                              ; preds = %152
  %157 = load double, double* %15, align 8, !dbg !158
  %158 = load double**, double*** %6, align 8, !dbg !159
  %159 = load i32, i32* %8, align 4, !dbg !160
  %160 = sext i32 %159 to i64, !dbg !159
  %161 = getelementptr inbounds double*, double** %158, i64 %160, !dbg !159
  %162 = load double*, double** %161, align 8, !dbg !159
  %163 = load i32, i32* %10, align 4, !dbg !161
  %164 = sext i32 %163 to i64, !dbg !159
  %165 = getelementptr inbounds double, double* %162, i64 %164, !dbg !159
  %166 = load double, double* %165, align 8, !dbg !159
  %167 = load double**, double*** %6, align 8, !dbg !162
  %168 = load i32, i32* %9, align 4, !dbg !163
  %169 = sext i32 %168 to i64, !dbg !162
  %170 = getelementptr inbounds double*, double** %167, i64 %169, !dbg !162
  %171 = load double*, double** %170, align 8, !dbg !162
  %172 = load i32, i32* %10, align 4, !dbg !164
  %173 = sext i32 %172 to i64, !dbg !162
  %174 = getelementptr inbounds double, double* %171, i64 %173, !dbg !162
  %175 = load double, double* %174, align 8, !dbg !165
  %176 = fneg double %157, !dbg !165
  %177 = call double @llvm.fmuladd.f64(double %176, double %166, double %175), !dbg !165
  store double %177, double* %174, align 8, !dbg !165
  br label %178, !dbg !162

178:                                              ; preds = %156
  %179 = load i32, i32* %10, align 4, !dbg !166
  %180 = add nsw i32 %179, 1, !dbg !166
  store i32 %180, i32* %10, align 4, !dbg !166
  br label %152, !dbg !167, !llvm.loop !168

181:                                              ; preds = %152
  br label %182, !dbg !170

182:                                              ; preds = %181
  %183 = load i32, i32* %9, align 4, !dbg !171
  %184 = add nsw i32 %183, 1, !dbg !171
  store i32 %184, i32* %9, align 4, !dbg !171
  br label %117, !dbg !172, !llvm.loop !173

185:                                              ; preds = %117
  br label %186, !dbg !175

186:                                              ; preds = %185
  %187 = load i32, i32* %8, align 4, !dbg !176
  %188 = add nsw i32 %187, 1, !dbg !176
  store i32 %188, i32* %8, align 4, !dbg !176
  br label %16, !dbg !177, !llvm.loop !178

189:                                              ; preds = %16
  store i32 0, i32* %4, align 4, !dbg !180
  br label %190, !dbg !180

190:                                              ; preds = %189, %70
  %191 = load i32, i32* %4, align 4, !dbg !181
  ret i32 %191, !dbg !181
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !182 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double**, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !188, metadata !DIExpression()), !dbg !189
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !190, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.declare(metadata i32* %6, metadata !192, metadata !DIExpression()), !dbg !193
  %17 = load i32, i32* %4, align 4, !dbg !194
  %18 = icmp sgt i32 %17, 1, !dbg !195
  br i1 %18, label %19, label %24, !dbg !194

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !196
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !196
  %22 = load i8*, i8** %21, align 8, !dbg !196
  %23 = call i32 @atoi(i8* noundef %22) #5, !dbg !197
  br label %25, !dbg !194

24:                                               ; preds = %2
  br label %25, !dbg !194

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 80, %24 ], !dbg !194
  store i32 %26, i32* %6, align 4, !dbg !193
  call void @llvm.dbg.declare(metadata double** %7, metadata !198, metadata !DIExpression()), !dbg !199
  %27 = load i32, i32* %6, align 4, !dbg !200
  %28 = sext i32 %27 to i64, !dbg !200
  %29 = mul i64 8, %28, !dbg !201
  %30 = load i32, i32* %6, align 4, !dbg !202
  %31 = sext i32 %30 to i64, !dbg !202
  %32 = mul i64 %29, %31, !dbg !203
  %33 = call noalias i8* @malloc(i64 noundef %32) #6, !dbg !204
  %34 = bitcast i8* %33 to double*, !dbg !204
  store double* %34, double** %7, align 8, !dbg !199
  call void @llvm.dbg.declare(metadata double*** %8, metadata !205, metadata !DIExpression()), !dbg !206
  %35 = load i32, i32* %6, align 4, !dbg !207
  %36 = sext i32 %35 to i64, !dbg !207
  %37 = mul i64 8, %36, !dbg !208
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !209
  %39 = bitcast i8* %38 to double**, !dbg !209
  store double** %39, double*** %8, align 8, !dbg !206
  call void @llvm.dbg.declare(metadata i32** %9, metadata !210, metadata !DIExpression()), !dbg !211
  %40 = load i32, i32* %6, align 4, !dbg !212
  %41 = sext i32 %40 to i64, !dbg !212
  %42 = mul i64 4, %41, !dbg !213
  %43 = call noalias i8* @malloc(i64 noundef %42) #6, !dbg !214
  %44 = bitcast i8* %43 to i32*, !dbg !214
  store i32* %44, i32** %9, align 8, !dbg !211
  call void @llvm.dbg.declare(metadata double** %10, metadata !215, metadata !DIExpression()), !dbg !216
  %45 = load i32, i32* %6, align 4, !dbg !217
  %46 = sext i32 %45 to i64, !dbg !217
  %47 = mul i64 8, %46, !dbg !218
  %48 = call noalias i8* @malloc(i64 noundef %47) #6, !dbg !219
  %49 = bitcast i8* %48 to double*, !dbg !219
  store double* %49, double** %10, align 8, !dbg !216
  call void @llvm.dbg.declare(metadata double** %11, metadata !220, metadata !DIExpression()), !dbg !221
  %50 = load i32, i32* %6, align 4, !dbg !222
  %51 = sext i32 %50 to i64, !dbg !222
  %52 = mul i64 8, %51, !dbg !223
  %53 = call noalias i8* @malloc(i64 noundef %52) #6, !dbg !224
  %54 = bitcast i8* %53 to double*, !dbg !224
  store double* %54, double** %11, align 8, !dbg !221
  call void @llvm.dbg.declare(metadata i32* %12, metadata !225, metadata !DIExpression()), !dbg !227
  store i32 7, i32* %12, align 4, !dbg !227
  call void @llvm.dbg.declare(metadata i32* %13, metadata !228, metadata !DIExpression()), !dbg !230
  store i32 0, i32* %13, align 4, !dbg !230
  br label %55, !dbg !231

55:                                               ; preds = %106, %25
  %56 = load i32, i32* %13, align 4, !dbg !232
  %57 = load i32, i32* %6, align 4, !dbg !234
  %58 = icmp slt i32 %56, %57, !dbg !235
  br i1 %58, label %59, label %109, !dbg !236

59:                                               ; preds = %55
  %60 = load double*, double** %7, align 8, !dbg !237
  %61 = load i32, i32* %13, align 4, !dbg !239
  %62 = sext i32 %61 to i64, !dbg !240
  %63 = load i32, i32* %6, align 4, !dbg !241
  %64 = sext i32 %63 to i64, !dbg !241
  %65 = mul i64 %62, %64, !dbg !242
  %66 = getelementptr inbounds double, double* %60, i64 %65, !dbg !243
  %67 = load double**, double*** %8, align 8, !dbg !244
  %68 = load i32, i32* %13, align 4, !dbg !245
  %69 = sext i32 %68 to i64, !dbg !244
  %70 = getelementptr inbounds double*, double** %67, i64 %69, !dbg !244
  store double* %66, double** %70, align 8, !dbg !246
  %71 = load i32, i32* %13, align 4, !dbg !247
  %72 = load i32*, i32** %9, align 8, !dbg !248
  %73 = load i32, i32* %13, align 4, !dbg !249
  %74 = sext i32 %73 to i64, !dbg !248
  %75 = getelementptr inbounds i32, i32* %72, i64 %74, !dbg !248
  store i32 %71, i32* %75, align 4, !dbg !250
  %76 = load double*, double** %10, align 8, !dbg !251
  %77 = load i32, i32* %13, align 4, !dbg !252
  %78 = sext i32 %77 to i64, !dbg !251
  %79 = getelementptr inbounds double, double* %76, i64 %78, !dbg !251
  store double 1.000000e+00, double* %79, align 8, !dbg !253
  call void @llvm.dbg.declare(metadata i32* %14, metadata !254, metadata !DIExpression()), !dbg !256
  store i32 0, i32* %14, align 4, !dbg !256
  br label %80, !dbg !257

80:                                               ; preds = %102, %59
  %81 = load i32, i32* %14, align 4, !dbg !258
  %82 = load i32, i32* %6, align 4, !dbg !260
  %83 = icmp slt i32 %81, %82, !dbg !261
  br i1 %83, label %84, label %105, !dbg !262

84:                                               ; preds = %80
  %85 = load i32, i32* %12, align 4, !dbg !263
  %86 = mul i32 %85, 1103515245, !dbg !265
  %87 = add i32 %86, 12345, !dbg !266
  store i32 %87, i32* %12, align 4, !dbg !267
  %88 = load i32, i32* %12, align 4, !dbg !268
  %89 = lshr i32 %88, 16, !dbg !269
  %90 = urem i32 %89, 1000, !dbg !270
  %91 = uitofp i32 %90 to double, !dbg !271
  %92 = fdiv double %91, 1.000000e+02, !dbg !272
  %93 = fsub double %92, 5.000000e+00, !dbg !273
  %94 = load double**, double*** %8, align 8, !dbg !274
  %95 = load i32, i32* %13, align 4, !dbg !275
  %96 = sext i32 %95 to i64, !dbg !274
  %97 = getelementptr inbounds double*, double** %94, i64 %96, !dbg !274
  %98 = load double*, double** %97, align 8, !dbg !274
  %99 = load i32, i32* %14, align 4, !dbg !276
  %100 = sext i32 %99 to i64, !dbg !274
  %101 = getelementptr inbounds double, double* %98, i64 %100, !dbg !274
  store double %93, double* %101, align 8, !dbg !277
  br label %102, !dbg !278

102:                                              ; preds = %84
  %103 = load i32, i32* %14, align 4, !dbg !279
  %104 = add nsw i32 %103, 1, !dbg !279
  store i32 %104, i32* %14, align 4, !dbg !279
  br label %80, !dbg !280, !llvm.loop !281

105:                                              ; preds = %80
  br label %106, !dbg !283

106:                                              ; preds = %105
  %107 = load i32, i32* %13, align 4, !dbg !284
  %108 = add nsw i32 %107, 1, !dbg !284
  store i32 %108, i32* %13, align 4, !dbg !284
  br label %55, !dbg !285, !llvm.loop !286

109:                                              ; preds = %55
  %110 = load i32, i32* %6, align 4, !dbg !288
  %111 = load double**, double*** %8, align 8, !dbg !290
  %112 = load i32*, i32** %9, align 8, !dbg !291
  %113 = call i32 @kernel_lu(i32 noundef %110, double** noundef %111, i32* noundef %112), !dbg !292
  %114 = icmp ne i32 %113, 0, !dbg !293
  br i1 %114, label %115, label %117, !dbg !294

115:                                              ; preds = %109
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)), !dbg !295
  store i32 0, i32* %3, align 4, !dbg !297
  br label %151, !dbg !297

117:                                              ; preds = %109
  %118 = load i32, i32* %6, align 4, !dbg !298
  %119 = load double**, double*** %8, align 8, !dbg !299
  %120 = load i32*, i32** %9, align 8, !dbg !300
  %121 = load double*, double** %10, align 8, !dbg !301
  %122 = load double*, double** %11, align 8, !dbg !302
  call void @solve(i32 noundef %118, double** noundef %119, i32* noundef %120, double* noundef %121, double* noundef %122), !dbg !303
  call void @llvm.dbg.declare(metadata double* %15, metadata !304, metadata !DIExpression()), !dbg !305
  store double 0.000000e+00, double* %15, align 8, !dbg !305
  call void @llvm.dbg.declare(metadata i32* %16, metadata !306, metadata !DIExpression()), !dbg !308
  store i32 0, i32* %16, align 4, !dbg !308
  br label %123, !dbg !309

123:                                              ; preds = %135, %117
  %124 = load i32, i32* %16, align 4, !dbg !310
  %125 = load i32, i32* %6, align 4, !dbg !312
  %126 = icmp slt i32 %124, %125, !dbg !313
  br i1 %126, label %127, label %138, !dbg !314

127:                                              ; preds = %123
  %128 = load double*, double** %11, align 8, !dbg !315
  %129 = load i32, i32* %16, align 4, !dbg !316
  %130 = sext i32 %129 to i64, !dbg !315
  %131 = getelementptr inbounds double, double* %128, i64 %130, !dbg !315
  %132 = load double, double* %131, align 8, !dbg !315
  %133 = load double, double* %15, align 8, !dbg !317
  %134 = fadd double %133, %132, !dbg !317
  store double %134, double* %15, align 8, !dbg !317
  br label %135, !dbg !318

135:                                              ; preds = %127
  %136 = load i32, i32* %16, align 4, !dbg !319
  %137 = add nsw i32 %136, 1, !dbg !319
  store i32 %137, i32* %16, align 4, !dbg !319
  br label %123, !dbg !320, !llvm.loop !321

138:                                              ; preds = %123
  %139 = load double, double* %15, align 8, !dbg !323
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), double noundef %139), !dbg !324
  %141 = load double*, double** %7, align 8, !dbg !325
  %142 = bitcast double* %141 to i8*, !dbg !325
  call void @free(i8* noundef %142) #6, !dbg !326
  %143 = load double**, double*** %8, align 8, !dbg !327
  %144 = bitcast double** %143 to i8*, !dbg !327
  call void @free(i8* noundef %144) #6, !dbg !328
  %145 = load i32*, i32** %9, align 8, !dbg !329
  %146 = bitcast i32* %145 to i8*, !dbg !329
  call void @free(i8* noundef %146) #6, !dbg !330
  %147 = load double*, double** %10, align 8, !dbg !331
  %148 = bitcast double* %147 to i8*, !dbg !331
  call void @free(i8* noundef %148) #6, !dbg !332
  %149 = load double*, double** %11, align 8, !dbg !333
  %150 = bitcast double* %149 to i8*, !dbg !333
  call void @free(i8* noundef %150) #6, !dbg !334
  store i32 0, i32* %3, align 4, !dbg !335
  br label %151, !dbg !335

151:                                              ; preds = %138, %115
  %152 = load i32, i32* %3, align 4, !dbg !336
  ret i32 %152, !dbg !336
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @solve(i32 noundef %0, double** noundef %1, i32* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !337 {
  %6 = alloca i32, align 4
  %7 = alloca double**, align 8
  %8 = alloca i32*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !344, metadata !DIExpression()), !dbg !345
  store double** %1, double*** %7, align 8
  call void @llvm.dbg.declare(metadata double*** %7, metadata !346, metadata !DIExpression()), !dbg !347
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !348, metadata !DIExpression()), !dbg !349
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !350, metadata !DIExpression()), !dbg !351
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !352, metadata !DIExpression()), !dbg !353
  call void @llvm.dbg.declare(metadata i32* %11, metadata !354, metadata !DIExpression()), !dbg !356
  store i32 0, i32* %11, align 4, !dbg !356
  br label %17, !dbg !357

17:                                               ; preds = %62, %5
  %18 = load i32, i32* %11, align 4, !dbg !358
  %19 = load i32, i32* %6, align 4, !dbg !360
  %20 = icmp slt i32 %18, %19, !dbg !361
  br i1 %20, label %21, label %65, !dbg !362

21:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata double* %12, metadata !363, metadata !DIExpression()), !dbg !365
  %22 = load double*, double** %9, align 8, !dbg !366
  %23 = load i32*, i32** %8, align 8, !dbg !367
  %24 = load i32, i32* %11, align 4, !dbg !368
  %25 = sext i32 %24 to i64, !dbg !367
  %26 = getelementptr inbounds i32, i32* %23, i64 %25, !dbg !367
  %27 = load i32, i32* %26, align 4, !dbg !367
  %28 = sext i32 %27 to i64, !dbg !366
  %29 = getelementptr inbounds double, double* %22, i64 %28, !dbg !366
  %30 = load double, double* %29, align 8, !dbg !366
  store double %30, double* %12, align 8, !dbg !365
  call void @llvm.dbg.declare(metadata i32* %13, metadata !369, metadata !DIExpression()), !dbg !371
  store i32 0, i32* %13, align 4, !dbg !371
  br label %31, !dbg !372

31:                                               ; preds = %53, %21
  %32 = load i32, i32* %13, align 4, !dbg !373
  %33 = load i32, i32* %11, align 4, !dbg !375
  %34 = icmp slt i32 %32, %33, !dbg !376
  br i1 %34, label %35, label %56, !dbg !377

35:                                               ; preds = %31
  %36 = load double**, double*** %7, align 8, !dbg !378
  %37 = load i32, i32* %11, align 4, !dbg !379
  %38 = sext i32 %37 to i64, !dbg !378
  %39 = getelementptr inbounds double*, double** %36, i64 %38, !dbg !378
  %40 = load double*, double** %39, align 8, !dbg !378
  %41 = load i32, i32* %13, align 4, !dbg !380
  %42 = sext i32 %41 to i64, !dbg !378
  %43 = getelementptr inbounds double, double* %40, i64 %42, !dbg !378
  %44 = load double, double* %43, align 8, !dbg !378
  %45 = load double*, double** %10, align 8, !dbg !381
  %46 = load i32, i32* %13, align 4, !dbg !382
  %47 = sext i32 %46 to i64, !dbg !381
  %48 = getelementptr inbounds double, double* %45, i64 %47, !dbg !381
  %49 = load double, double* %48, align 8, !dbg !381
  %50 = load double, double* %12, align 8, !dbg !383
  %51 = fneg double %44, !dbg !383
  %52 = call double @llvm.fmuladd.f64(double %51, double %49, double %50), !dbg !383
  store double %52, double* %12, align 8, !dbg !383
  br label %53, !dbg !384

53:                                               ; preds = %35
  %54 = load i32, i32* %13, align 4, !dbg !385
  %55 = add nsw i32 %54, 1, !dbg !385
  store i32 %55, i32* %13, align 4, !dbg !385
  br label %31, !dbg !386, !llvm.loop !387

56:                                               ; preds = %31
  %57 = load double, double* %12, align 8, !dbg !389
  %58 = load double*, double** %10, align 8, !dbg !390
  %59 = load i32, i32* %11, align 4, !dbg !391
  %60 = sext i32 %59 to i64, !dbg !390
  %61 = getelementptr inbounds double, double* %58, i64 %60, !dbg !390
  store double %57, double* %61, align 8, !dbg !392
  br label %62, !dbg !393

62:                                               ; preds = %56
  %63 = load i32, i32* %11, align 4, !dbg !394
  %64 = add nsw i32 %63, 1, !dbg !394
  store i32 %64, i32* %11, align 4, !dbg !394
  br label %17, !dbg !395, !llvm.loop !396

65:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata i32* %14, metadata !398, metadata !DIExpression()), !dbg !400
  %66 = load i32, i32* %6, align 4, !dbg !401
  %67 = sub nsw i32 %66, 1, !dbg !402
  store i32 %67, i32* %14, align 4, !dbg !400
  br label %68, !dbg !403

68:                                               ; preds = %120, %65
  %69 = load i32, i32* %14, align 4, !dbg !404
  %70 = icmp sge i32 %69, 0, !dbg !406
  br i1 %70, label %71, label %123, !dbg !407

71:                                               ; preds = %68
  call void @llvm.dbg.declare(metadata double* %15, metadata !408, metadata !DIExpression()), !dbg !410
  %72 = load double*, double** %10, align 8, !dbg !411
  %73 = load i32, i32* %14, align 4, !dbg !412
  %74 = sext i32 %73 to i64, !dbg !411
  %75 = getelementptr inbounds double, double* %72, i64 %74, !dbg !411
  %76 = load double, double* %75, align 8, !dbg !411
  store double %76, double* %15, align 8, !dbg !410
  call void @llvm.dbg.declare(metadata i32* %16, metadata !413, metadata !DIExpression()), !dbg !415
  %77 = load i32, i32* %14, align 4, !dbg !416
  %78 = add nsw i32 %77, 1, !dbg !417
  store i32 %78, i32* %16, align 4, !dbg !415
  br label %79, !dbg !418

79:                                               ; preds = %101, %71
  %80 = load i32, i32* %16, align 4, !dbg !419
  %81 = load i32, i32* %6, align 4, !dbg !421
  %82 = icmp slt i32 %80, %81, !dbg !422
  br i1 %82, label %83, label %104, !dbg !423

83:                                               ; preds = %79
  %84 = load double**, double*** %7, align 8, !dbg !424
  %85 = load i32, i32* %14, align 4, !dbg !425
  %86 = sext i32 %85 to i64, !dbg !424
  %87 = getelementptr inbounds double*, double** %84, i64 %86, !dbg !424
  %88 = load double*, double** %87, align 8, !dbg !424
  %89 = load i32, i32* %16, align 4, !dbg !426
  %90 = sext i32 %89 to i64, !dbg !424
  %91 = getelementptr inbounds double, double* %88, i64 %90, !dbg !424
  %92 = load double, double* %91, align 8, !dbg !424
  %93 = load double*, double** %10, align 8, !dbg !427
  %94 = load i32, i32* %16, align 4, !dbg !428
  %95 = sext i32 %94 to i64, !dbg !427
  %96 = getelementptr inbounds double, double* %93, i64 %95, !dbg !427
  %97 = load double, double* %96, align 8, !dbg !427
  %98 = load double, double* %15, align 8, !dbg !429
  %99 = fneg double %92, !dbg !429
  %100 = call double @llvm.fmuladd.f64(double %99, double %97, double %98), !dbg !429
  store double %100, double* %15, align 8, !dbg !429
  br label %101, !dbg !430

101:                                              ; preds = %83
  %102 = load i32, i32* %16, align 4, !dbg !431
  %103 = add nsw i32 %102, 1, !dbg !431
  store i32 %103, i32* %16, align 4, !dbg !431
  br label %79, !dbg !432, !llvm.loop !433

104:                                              ; preds = %79
  %105 = load double, double* %15, align 8, !dbg !435
  %106 = load double**, double*** %7, align 8, !dbg !436
  %107 = load i32, i32* %14, align 4, !dbg !437
  %108 = sext i32 %107 to i64, !dbg !436
  %109 = getelementptr inbounds double*, double** %106, i64 %108, !dbg !436
  %110 = load double*, double** %109, align 8, !dbg !436
  %111 = load i32, i32* %14, align 4, !dbg !438
  %112 = sext i32 %111 to i64, !dbg !436
  %113 = getelementptr inbounds double, double* %110, i64 %112, !dbg !436
  %114 = load double, double* %113, align 8, !dbg !436
  %115 = fdiv double %105, %114, !dbg !439
  %116 = load double*, double** %10, align 8, !dbg !440
  %117 = load i32, i32* %14, align 4, !dbg !441
  %118 = sext i32 %117 to i64, !dbg !440
  %119 = getelementptr inbounds double, double* %116, i64 %118, !dbg !440
  store double %115, double* %119, align 8, !dbg !442
  br label %120, !dbg !443

120:                                              ; preds = %104
  %121 = load i32, i32* %14, align 4, !dbg !444
  %122 = add nsw i32 %121, -1, !dbg !444
  store i32 %122, i32* %14, align 4, !dbg !444
  br label %68, !dbg !445, !llvm.loop !446

123:                                              ; preds = %68
  ret void, !dbg !448
}

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
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lu_pivot.c", directory: ".", checksumkind: CSK_MD5, checksum: "8854a72a2731b5f49133c443b6f6b23c")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "kernel_lu", scope: !1, file: !1, line: 8, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19, !21}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!22 = !{}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 8, type: !18)
!24 = !DILocation(line: 8, column: 19, scope: !15)
!25 = !DILocalVariable(name: "a", arg: 2, scope: !15, file: !1, line: 8, type: !19)
!26 = !DILocation(line: 8, column: 31, scope: !15)
!27 = !DILocalVariable(name: "perm", arg: 3, scope: !15, file: !1, line: 8, type: !21)
!28 = !DILocation(line: 8, column: 39, scope: !15)
!29 = !DILocalVariable(name: "k", scope: !15, file: !1, line: 10, type: !18)
!30 = !DILocation(line: 10, column: 7, scope: !15)
!31 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 10, type: !18)
!32 = !DILocation(line: 10, column: 10, scope: !15)
!33 = !DILocalVariable(name: "j", scope: !15, file: !1, line: 10, type: !18)
!34 = !DILocation(line: 10, column: 13, scope: !15)
!35 = !DILocation(line: 11, column: 10, scope: !36)
!36 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 3)
!37 = !DILocation(line: 11, column: 8, scope: !36)
!38 = !DILocation(line: 11, column: 15, scope: !39)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 11, column: 3)
!40 = !DILocation(line: 11, column: 19, scope: !39)
!41 = !DILocation(line: 11, column: 17, scope: !39)
!42 = !DILocation(line: 11, column: 3, scope: !36)
!43 = !DILocalVariable(name: "p", scope: !44, file: !1, line: 12, type: !18)
!44 = distinct !DILexicalBlock(scope: !39, file: !1, line: 11, column: 27)
!45 = !DILocation(line: 12, column: 9, scope: !44)
!46 = !DILocation(line: 12, column: 13, scope: !44)
!47 = !DILocalVariable(name: "best", scope: !44, file: !1, line: 13, type: !6)
!48 = !DILocation(line: 13, column: 12, scope: !44)
!49 = !DILocation(line: 13, column: 24, scope: !44)
!50 = !DILocation(line: 13, column: 26, scope: !44)
!51 = !DILocation(line: 13, column: 29, scope: !44)
!52 = !DILocation(line: 13, column: 19, scope: !44)
!53 = !DILocation(line: 14, column: 14, scope: !54)
!54 = distinct !DILexicalBlock(scope: !44, file: !1, line: 14, column: 5)
!55 = !DILocation(line: 14, column: 16, scope: !54)
!56 = !DILocation(line: 14, column: 12, scope: !54)
!57 = !DILocation(line: 14, column: 10, scope: !54)
!58 = !DILocation(line: 14, column: 21, scope: !59)
!59 = distinct !DILexicalBlock(scope: !54, file: !1, line: 14, column: 5)
!60 = !DILocation(line: 14, column: 25, scope: !59)
!61 = !DILocation(line: 14, column: 23, scope: !59)
!62 = !DILocation(line: 14, column: 5, scope: !54)
!63 = !DILocation(line: 15, column: 16, scope: !64)
!64 = distinct !DILexicalBlock(scope: !59, file: !1, line: 15, column: 11)
!65 = !DILocation(line: 15, column: 18, scope: !64)
!66 = !DILocation(line: 15, column: 21, scope: !64)
!67 = !DILocation(line: 15, column: 11, scope: !64)
!68 = !DILocation(line: 15, column: 27, scope: !64)
!69 = !DILocation(line: 15, column: 25, scope: !64)
!70 = !DILocation(line: 15, column: 11, scope: !59)
!71 = !DILocation(line: 16, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !64, file: !1, line: 15, column: 33)
!73 = !DILocation(line: 16, column: 23, scope: !72)
!74 = !DILocation(line: 16, column: 26, scope: !72)
!75 = !DILocation(line: 16, column: 16, scope: !72)
!76 = !DILocation(line: 16, column: 14, scope: !72)
!77 = !DILocation(line: 17, column: 13, scope: !72)
!78 = !DILocation(line: 17, column: 11, scope: !72)
!79 = !DILocation(line: 18, column: 7, scope: !72)
!80 = !DILocation(line: 14, column: 29, scope: !59)
!81 = !DILocation(line: 14, column: 5, scope: !59)
!82 = distinct !{!82, !62, !83, !84}
!83 = !DILocation(line: 18, column: 7, scope: !54)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 19, column: 9, scope: !86)
!86 = distinct !DILexicalBlock(scope: !44, file: !1, line: 19, column: 9)
!87 = !DILocation(line: 19, column: 14, scope: !86)
!88 = !DILocation(line: 19, column: 9, scope: !44)
!89 = !DILocation(line: 20, column: 7, scope: !86)
!90 = !DILocation(line: 21, column: 9, scope: !91)
!91 = distinct !DILexicalBlock(scope: !44, file: !1, line: 21, column: 9)
!92 = !DILocation(line: 21, column: 14, scope: !91)
!93 = !DILocation(line: 21, column: 11, scope: !91)
!94 = !DILocation(line: 21, column: 9, scope: !44)
!95 = !DILocalVariable(name: "row", scope: !96, file: !1, line: 22, type: !20)
!96 = distinct !DILexicalBlock(scope: !91, file: !1, line: 21, column: 17)
!97 = !DILocation(line: 22, column: 15, scope: !96)
!98 = !DILocation(line: 22, column: 21, scope: !96)
!99 = !DILocation(line: 22, column: 23, scope: !96)
!100 = !DILocation(line: 23, column: 14, scope: !96)
!101 = !DILocation(line: 23, column: 16, scope: !96)
!102 = !DILocation(line: 23, column: 7, scope: !96)
!103 = !DILocation(line: 23, column: 9, scope: !96)
!104 = !DILocation(line: 23, column: 12, scope: !96)
!105 = !DILocation(line: 24, column: 14, scope: !96)
!106 = !DILocation(line: 24, column: 7, scope: !96)
!107 = !DILocation(line: 24, column: 9, scope: !96)
!108 = !DILocation(line: 24, column: 12, scope: !96)
!109 = !DILocalVariable(name: "t", scope: !96, file: !1, line: 25, type: !18)
!110 = !DILocation(line: 25, column: 11, scope: !96)
!111 = !DILocation(line: 25, column: 15, scope: !96)
!112 = !DILocation(line: 25, column: 20, scope: !96)
!113 = !DILocation(line: 26, column: 17, scope: !96)
!114 = !DILocation(line: 26, column: 22, scope: !96)
!115 = !DILocation(line: 26, column: 7, scope: !96)
!116 = !DILocation(line: 26, column: 12, scope: !96)
!117 = !DILocation(line: 26, column: 15, scope: !96)
!118 = !DILocation(line: 27, column: 17, scope: !96)
!119 = !DILocation(line: 27, column: 7, scope: !96)
!120 = !DILocation(line: 27, column: 12, scope: !96)
!121 = !DILocation(line: 27, column: 15, scope: !96)
!122 = !DILocation(line: 28, column: 5, scope: !96)
!123 = !DILocation(line: 29, column: 14, scope: !124)
!124 = distinct !DILexicalBlock(scope: !44, file: !1, line: 29, column: 5)
!125 = !DILocation(line: 29, column: 16, scope: !124)
!126 = !DILocation(line: 29, column: 12, scope: !124)
!127 = !DILocation(line: 29, column: 10, scope: !124)
!128 = !DILocation(line: 29, column: 21, scope: !129)
!129 = distinct !DILexicalBlock(scope: !124, file: !1, line: 29, column: 5)
!130 = !DILocation(line: 29, column: 25, scope: !129)
!131 = !DILocation(line: 29, column: 23, scope: !129)
!132 = !DILocation(line: 29, column: 5, scope: !124)
!133 = !DILocalVariable(name: "l", scope: !134, file: !1, line: 30, type: !6)
!134 = distinct !DILexicalBlock(scope: !129, file: !1, line: 29, column: 33)
!135 = !DILocation(line: 30, column: 14, scope: !134)
!136 = !DILocation(line: 30, column: 18, scope: !134)
!137 = !DILocation(line: 30, column: 20, scope: !134)
!138 = !DILocation(line: 30, column: 23, scope: !134)
!139 = !DILocation(line: 30, column: 28, scope: !134)
!140 = !DILocation(line: 30, column: 30, scope: !134)
!141 = !DILocation(line: 30, column: 33, scope: !134)
!142 = !DILocation(line: 30, column: 26, scope: !134)
!143 = !DILocation(line: 31, column: 17, scope: !134)
!144 = !DILocation(line: 31, column: 7, scope: !134)
!145 = !DILocation(line: 31, column: 9, scope: !134)
!146 = !DILocation(line: 31, column: 12, scope: !134)
!147 = !DILocation(line: 31, column: 15, scope: !134)
!148 = !DILocation(line: 32, column: 16, scope: !149)
!149 = distinct !DILexicalBlock(scope: !134, file: !1, line: 32, column: 7)
!150 = !DILocation(line: 32, column: 18, scope: !149)
!151 = !DILocation(line: 32, column: 14, scope: !149)
!152 = !DILocation(line: 32, column: 12, scope: !149)
!153 = !DILocation(line: 32, column: 23, scope: !154)
!154 = distinct !DILexicalBlock(scope: !149, file: !1, line: 32, column: 7)
!155 = !DILocation(line: 32, column: 27, scope: !154)
!156 = !DILocation(line: 32, column: 25, scope: !154)
!157 = !DILocation(line: 32, column: 7, scope: !149)
!158 = !DILocation(line: 33, column: 20, scope: !154)
!159 = !DILocation(line: 33, column: 24, scope: !154)
!160 = !DILocation(line: 33, column: 26, scope: !154)
!161 = !DILocation(line: 33, column: 29, scope: !154)
!162 = !DILocation(line: 33, column: 9, scope: !154)
!163 = !DILocation(line: 33, column: 11, scope: !154)
!164 = !DILocation(line: 33, column: 14, scope: !154)
!165 = !DILocation(line: 33, column: 17, scope: !154)
!166 = !DILocation(line: 32, column: 31, scope: !154)
!167 = !DILocation(line: 32, column: 7, scope: !154)
!168 = distinct !{!168, !157, !169, !84}
!169 = !DILocation(line: 33, column: 30, scope: !149)
!170 = !DILocation(line: 34, column: 5, scope: !134)
!171 = !DILocation(line: 29, column: 29, scope: !129)
!172 = !DILocation(line: 29, column: 5, scope: !129)
!173 = distinct !{!173, !132, !174, !84}
!174 = !DILocation(line: 34, column: 5, scope: !124)
!175 = !DILocation(line: 35, column: 3, scope: !44)
!176 = !DILocation(line: 11, column: 23, scope: !39)
!177 = !DILocation(line: 11, column: 3, scope: !39)
!178 = distinct !{!178, !42, !179, !84}
!179 = !DILocation(line: 35, column: 3, scope: !36)
!180 = !DILocation(line: 36, column: 3, scope: !15)
!181 = !DILocation(line: 37, column: 1, scope: !15)
!182 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 56, type: !183, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!183 = !DISubroutineType(types: !184)
!184 = !{!18, !18, !185}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!188 = !DILocalVariable(name: "argc", arg: 1, scope: !182, file: !1, line: 56, type: !18)
!189 = !DILocation(line: 56, column: 14, scope: !182)
!190 = !DILocalVariable(name: "argv", arg: 2, scope: !182, file: !1, line: 56, type: !185)
!191 = !DILocation(line: 56, column: 27, scope: !182)
!192 = !DILocalVariable(name: "n", scope: !182, file: !1, line: 58, type: !18)
!193 = !DILocation(line: 58, column: 7, scope: !182)
!194 = !DILocation(line: 58, column: 11, scope: !182)
!195 = !DILocation(line: 58, column: 16, scope: !182)
!196 = !DILocation(line: 58, column: 27, scope: !182)
!197 = !DILocation(line: 58, column: 22, scope: !182)
!198 = !DILocalVariable(name: "store", scope: !182, file: !1, line: 59, type: !20)
!199 = !DILocation(line: 59, column: 11, scope: !182)
!200 = !DILocation(line: 59, column: 43, scope: !182)
!201 = !DILocation(line: 59, column: 41, scope: !182)
!202 = !DILocation(line: 59, column: 47, scope: !182)
!203 = !DILocation(line: 59, column: 45, scope: !182)
!204 = !DILocation(line: 59, column: 19, scope: !182)
!205 = !DILocalVariable(name: "a", scope: !182, file: !1, line: 60, type: !19)
!206 = !DILocation(line: 60, column: 12, scope: !182)
!207 = !DILocation(line: 60, column: 42, scope: !182)
!208 = !DILocation(line: 60, column: 40, scope: !182)
!209 = !DILocation(line: 60, column: 16, scope: !182)
!210 = !DILocalVariable(name: "perm", scope: !182, file: !1, line: 61, type: !21)
!211 = !DILocation(line: 61, column: 8, scope: !182)
!212 = !DILocation(line: 61, column: 36, scope: !182)
!213 = !DILocation(line: 61, column: 34, scope: !182)
!214 = !DILocation(line: 61, column: 15, scope: !182)
!215 = !DILocalVariable(name: "b", scope: !182, file: !1, line: 62, type: !20)
!216 = !DILocation(line: 62, column: 11, scope: !182)
!217 = !DILocation(line: 62, column: 39, scope: !182)
!218 = !DILocation(line: 62, column: 37, scope: !182)
!219 = !DILocation(line: 62, column: 15, scope: !182)
!220 = !DILocalVariable(name: "x", scope: !182, file: !1, line: 63, type: !20)
!221 = !DILocation(line: 63, column: 11, scope: !182)
!222 = !DILocation(line: 63, column: 39, scope: !182)
!223 = !DILocation(line: 63, column: 37, scope: !182)
!224 = !DILocation(line: 63, column: 15, scope: !182)
!225 = !DILocalVariable(name: "s", scope: !182, file: !1, line: 64, type: !226)
!226 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!227 = !DILocation(line: 64, column: 12, scope: !182)
!228 = !DILocalVariable(name: "i", scope: !229, file: !1, line: 65, type: !18)
!229 = distinct !DILexicalBlock(scope: !182, file: !1, line: 65, column: 3)
!230 = !DILocation(line: 65, column: 12, scope: !229)
!231 = !DILocation(line: 65, column: 8, scope: !229)
!232 = !DILocation(line: 65, column: 19, scope: !233)
!233 = distinct !DILexicalBlock(scope: !229, file: !1, line: 65, column: 3)
!234 = !DILocation(line: 65, column: 23, scope: !233)
!235 = !DILocation(line: 65, column: 21, scope: !233)
!236 = !DILocation(line: 65, column: 3, scope: !229)
!237 = !DILocation(line: 66, column: 12, scope: !238)
!238 = distinct !DILexicalBlock(scope: !233, file: !1, line: 65, column: 31)
!239 = !DILocation(line: 66, column: 28, scope: !238)
!240 = !DILocation(line: 66, column: 20, scope: !238)
!241 = !DILocation(line: 66, column: 32, scope: !238)
!242 = !DILocation(line: 66, column: 30, scope: !238)
!243 = !DILocation(line: 66, column: 18, scope: !238)
!244 = !DILocation(line: 66, column: 5, scope: !238)
!245 = !DILocation(line: 66, column: 7, scope: !238)
!246 = !DILocation(line: 66, column: 10, scope: !238)
!247 = !DILocation(line: 67, column: 15, scope: !238)
!248 = !DILocation(line: 67, column: 5, scope: !238)
!249 = !DILocation(line: 67, column: 10, scope: !238)
!250 = !DILocation(line: 67, column: 13, scope: !238)
!251 = !DILocation(line: 68, column: 5, scope: !238)
!252 = !DILocation(line: 68, column: 7, scope: !238)
!253 = !DILocation(line: 68, column: 10, scope: !238)
!254 = !DILocalVariable(name: "j", scope: !255, file: !1, line: 69, type: !18)
!255 = distinct !DILexicalBlock(scope: !238, file: !1, line: 69, column: 5)
!256 = !DILocation(line: 69, column: 14, scope: !255)
!257 = !DILocation(line: 69, column: 10, scope: !255)
!258 = !DILocation(line: 69, column: 21, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !1, line: 69, column: 5)
!260 = !DILocation(line: 69, column: 25, scope: !259)
!261 = !DILocation(line: 69, column: 23, scope: !259)
!262 = !DILocation(line: 69, column: 5, scope: !255)
!263 = !DILocation(line: 70, column: 11, scope: !264)
!264 = distinct !DILexicalBlock(scope: !259, file: !1, line: 69, column: 33)
!265 = !DILocation(line: 70, column: 13, scope: !264)
!266 = !DILocation(line: 70, column: 27, scope: !264)
!267 = !DILocation(line: 70, column: 9, scope: !264)
!268 = !DILocation(line: 71, column: 27, scope: !264)
!269 = !DILocation(line: 71, column: 29, scope: !264)
!270 = !DILocation(line: 71, column: 36, scope: !264)
!271 = !DILocation(line: 71, column: 17, scope: !264)
!272 = !DILocation(line: 71, column: 44, scope: !264)
!273 = !DILocation(line: 71, column: 52, scope: !264)
!274 = !DILocation(line: 71, column: 7, scope: !264)
!275 = !DILocation(line: 71, column: 9, scope: !264)
!276 = !DILocation(line: 71, column: 12, scope: !264)
!277 = !DILocation(line: 71, column: 15, scope: !264)
!278 = !DILocation(line: 72, column: 5, scope: !264)
!279 = !DILocation(line: 69, column: 29, scope: !259)
!280 = !DILocation(line: 69, column: 5, scope: !259)
!281 = distinct !{!281, !262, !282, !84}
!282 = !DILocation(line: 72, column: 5, scope: !255)
!283 = !DILocation(line: 73, column: 3, scope: !238)
!284 = !DILocation(line: 65, column: 27, scope: !233)
!285 = !DILocation(line: 65, column: 3, scope: !233)
!286 = distinct !{!286, !236, !287, !84}
!287 = !DILocation(line: 73, column: 3, scope: !229)
!288 = !DILocation(line: 74, column: 17, scope: !289)
!289 = distinct !DILexicalBlock(scope: !182, file: !1, line: 74, column: 7)
!290 = !DILocation(line: 74, column: 20, scope: !289)
!291 = !DILocation(line: 74, column: 23, scope: !289)
!292 = !DILocation(line: 74, column: 7, scope: !289)
!293 = !DILocation(line: 74, column: 29, scope: !289)
!294 = !DILocation(line: 74, column: 7, scope: !182)
!295 = !DILocation(line: 75, column: 5, scope: !296)
!296 = distinct !DILexicalBlock(scope: !289, file: !1, line: 74, column: 35)
!297 = !DILocation(line: 76, column: 5, scope: !296)
!298 = !DILocation(line: 78, column: 9, scope: !182)
!299 = !DILocation(line: 78, column: 12, scope: !182)
!300 = !DILocation(line: 78, column: 15, scope: !182)
!301 = !DILocation(line: 78, column: 21, scope: !182)
!302 = !DILocation(line: 78, column: 24, scope: !182)
!303 = !DILocation(line: 78, column: 3, scope: !182)
!304 = !DILocalVariable(name: "sum", scope: !182, file: !1, line: 79, type: !6)
!305 = !DILocation(line: 79, column: 10, scope: !182)
!306 = !DILocalVariable(name: "i", scope: !307, file: !1, line: 80, type: !18)
!307 = distinct !DILexicalBlock(scope: !182, file: !1, line: 80, column: 3)
!308 = !DILocation(line: 80, column: 12, scope: !307)
!309 = !DILocation(line: 80, column: 8, scope: !307)
!310 = !DILocation(line: 80, column: 19, scope: !311)
!311 = distinct !DILexicalBlock(scope: !307, file: !1, line: 80, column: 3)
!312 = !DILocation(line: 80, column: 23, scope: !311)
!313 = !DILocation(line: 80, column: 21, scope: !311)
!314 = !DILocation(line: 80, column: 3, scope: !307)
!315 = !DILocation(line: 81, column: 12, scope: !311)
!316 = !DILocation(line: 81, column: 14, scope: !311)
!317 = !DILocation(line: 81, column: 9, scope: !311)
!318 = !DILocation(line: 81, column: 5, scope: !311)
!319 = !DILocation(line: 80, column: 27, scope: !311)
!320 = !DILocation(line: 80, column: 3, scope: !311)
!321 = distinct !{!321, !314, !322, !84}
!322 = !DILocation(line: 81, column: 15, scope: !307)
!323 = !DILocation(line: 82, column: 29, scope: !182)
!324 = !DILocation(line: 82, column: 3, scope: !182)
!325 = !DILocation(line: 83, column: 8, scope: !182)
!326 = !DILocation(line: 83, column: 3, scope: !182)
!327 = !DILocation(line: 84, column: 8, scope: !182)
!328 = !DILocation(line: 84, column: 3, scope: !182)
!329 = !DILocation(line: 85, column: 8, scope: !182)
!330 = !DILocation(line: 85, column: 3, scope: !182)
!331 = !DILocation(line: 86, column: 8, scope: !182)
!332 = !DILocation(line: 86, column: 3, scope: !182)
!333 = !DILocation(line: 87, column: 8, scope: !182)
!334 = !DILocation(line: 87, column: 3, scope: !182)
!335 = !DILocation(line: 88, column: 3, scope: !182)
!336 = !DILocation(line: 89, column: 1, scope: !182)
!337 = distinct !DISubprogram(name: "solve", scope: !1, file: !1, line: 39, type: !338, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!338 = !DISubroutineType(types: !339)
!339 = !{null, !18, !19, !340, !342, !20}
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64)
!341 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !343, size: 64)
!343 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!344 = !DILocalVariable(name: "n", arg: 1, scope: !337, file: !1, line: 39, type: !18)
!345 = !DILocation(line: 39, column: 23, scope: !337)
!346 = !DILocalVariable(name: "lu", arg: 2, scope: !337, file: !1, line: 39, type: !19)
!347 = !DILocation(line: 39, column: 35, scope: !337)
!348 = !DILocalVariable(name: "perm", arg: 3, scope: !337, file: !1, line: 39, type: !340)
!349 = !DILocation(line: 39, column: 50, scope: !337)
!350 = !DILocalVariable(name: "b", arg: 4, scope: !337, file: !1, line: 39, type: !342)
!351 = !DILocation(line: 39, column: 70, scope: !337)
!352 = !DILocalVariable(name: "x", arg: 5, scope: !337, file: !1, line: 40, type: !20)
!353 = !DILocation(line: 40, column: 27, scope: !337)
!354 = !DILocalVariable(name: "i", scope: !355, file: !1, line: 42, type: !18)
!355 = distinct !DILexicalBlock(scope: !337, file: !1, line: 42, column: 3)
!356 = !DILocation(line: 42, column: 12, scope: !355)
!357 = !DILocation(line: 42, column: 8, scope: !355)
!358 = !DILocation(line: 42, column: 19, scope: !359)
!359 = distinct !DILexicalBlock(scope: !355, file: !1, line: 42, column: 3)
!360 = !DILocation(line: 42, column: 23, scope: !359)
!361 = !DILocation(line: 42, column: 21, scope: !359)
!362 = !DILocation(line: 42, column: 3, scope: !355)
!363 = !DILocalVariable(name: "s", scope: !364, file: !1, line: 43, type: !6)
!364 = distinct !DILexicalBlock(scope: !359, file: !1, line: 42, column: 31)
!365 = !DILocation(line: 43, column: 12, scope: !364)
!366 = !DILocation(line: 43, column: 16, scope: !364)
!367 = !DILocation(line: 43, column: 18, scope: !364)
!368 = !DILocation(line: 43, column: 23, scope: !364)
!369 = !DILocalVariable(name: "j", scope: !370, file: !1, line: 44, type: !18)
!370 = distinct !DILexicalBlock(scope: !364, file: !1, line: 44, column: 5)
!371 = !DILocation(line: 44, column: 14, scope: !370)
!372 = !DILocation(line: 44, column: 10, scope: !370)
!373 = !DILocation(line: 44, column: 21, scope: !374)
!374 = distinct !DILexicalBlock(scope: !370, file: !1, line: 44, column: 5)
!375 = !DILocation(line: 44, column: 25, scope: !374)
!376 = !DILocation(line: 44, column: 23, scope: !374)
!377 = !DILocation(line: 44, column: 5, scope: !370)
!378 = !DILocation(line: 45, column: 12, scope: !374)
!379 = !DILocation(line: 45, column: 15, scope: !374)
!380 = !DILocation(line: 45, column: 18, scope: !374)
!381 = !DILocation(line: 45, column: 23, scope: !374)
!382 = !DILocation(line: 45, column: 25, scope: !374)
!383 = !DILocation(line: 45, column: 9, scope: !374)
!384 = !DILocation(line: 45, column: 7, scope: !374)
!385 = !DILocation(line: 44, column: 29, scope: !374)
!386 = !DILocation(line: 44, column: 5, scope: !374)
!387 = distinct !{!387, !377, !388, !84}
!388 = !DILocation(line: 45, column: 26, scope: !370)
!389 = !DILocation(line: 46, column: 12, scope: !364)
!390 = !DILocation(line: 46, column: 5, scope: !364)
!391 = !DILocation(line: 46, column: 7, scope: !364)
!392 = !DILocation(line: 46, column: 10, scope: !364)
!393 = !DILocation(line: 47, column: 3, scope: !364)
!394 = !DILocation(line: 42, column: 27, scope: !359)
!395 = !DILocation(line: 42, column: 3, scope: !359)
!396 = distinct !{!396, !362, !397, !84}
!397 = !DILocation(line: 47, column: 3, scope: !355)
!398 = !DILocalVariable(name: "i", scope: !399, file: !1, line: 48, type: !18)
!399 = distinct !DILexicalBlock(scope: !337, file: !1, line: 48, column: 3)
!400 = !DILocation(line: 48, column: 12, scope: !399)
!401 = !DILocation(line: 48, column: 16, scope: !399)
!402 = !DILocation(line: 48, column: 18, scope: !399)
!403 = !DILocation(line: 48, column: 8, scope: !399)
!404 = !DILocation(line: 48, column: 23, scope: !405)
!405 = distinct !DILexicalBlock(scope: !399, file: !1, line: 48, column: 3)
!406 = !DILocation(line: 48, column: 25, scope: !405)
!407 = !DILocation(line: 48, column: 3, scope: !399)
!408 = !DILocalVariable(name: "s", scope: !409, file: !1, line: 49, type: !6)
!409 = distinct !DILexicalBlock(scope: !405, file: !1, line: 48, column: 36)
!410 = !DILocation(line: 49, column: 12, scope: !409)
!411 = !DILocation(line: 49, column: 16, scope: !409)
!412 = !DILocation(line: 49, column: 18, scope: !409)
!413 = !DILocalVariable(name: "j", scope: !414, file: !1, line: 50, type: !18)
!414 = distinct !DILexicalBlock(scope: !409, file: !1, line: 50, column: 5)
!415 = !DILocation(line: 50, column: 14, scope: !414)
!416 = !DILocation(line: 50, column: 18, scope: !414)
!417 = !DILocation(line: 50, column: 20, scope: !414)
!418 = !DILocation(line: 50, column: 10, scope: !414)
!419 = !DILocation(line: 50, column: 25, scope: !420)
!420 = distinct !DILexicalBlock(scope: !414, file: !1, line: 50, column: 5)
!421 = !DILocation(line: 50, column: 29, scope: !420)
!422 = !DILocation(line: 50, column: 27, scope: !420)
!423 = !DILocation(line: 50, column: 5, scope: !414)
!424 = !DILocation(line: 51, column: 12, scope: !420)
!425 = !DILocation(line: 51, column: 15, scope: !420)
!426 = !DILocation(line: 51, column: 18, scope: !420)
!427 = !DILocation(line: 51, column: 23, scope: !420)
!428 = !DILocation(line: 51, column: 25, scope: !420)
!429 = !DILocation(line: 51, column: 9, scope: !420)
!430 = !DILocation(line: 51, column: 7, scope: !420)
!431 = !DILocation(line: 50, column: 33, scope: !420)
!432 = !DILocation(line: 50, column: 5, scope: !420)
!433 = distinct !{!433, !423, !434, !84}
!434 = !DILocation(line: 51, column: 26, scope: !414)
!435 = !DILocation(line: 52, column: 12, scope: !409)
!436 = !DILocation(line: 52, column: 16, scope: !409)
!437 = !DILocation(line: 52, column: 19, scope: !409)
!438 = !DILocation(line: 52, column: 22, scope: !409)
!439 = !DILocation(line: 52, column: 14, scope: !409)
!440 = !DILocation(line: 52, column: 5, scope: !409)
!441 = !DILocation(line: 52, column: 7, scope: !409)
!442 = !DILocation(line: 52, column: 10, scope: !409)
!443 = !DILocation(line: 53, column: 3, scope: !409)
!444 = !DILocation(line: 48, column: 32, scope: !405)
!445 = !DILocation(line: 48, column: 3, scope: !405)
!446 = distinct !{!446, !407, !447, !84}
!447 = !DILocation(line: 53, column: 3, scope: !399)
!448 = !DILocation(line: 54, column: 1, scope: !337)
