; ModuleID = 'row_search.c'
source_filename = "row_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"%ld %ld %.3f %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !16 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32*, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !27, metadata !DIExpression()), !dbg !28
  %24 = load i32, i32* %4, align 4, !dbg !29
  %25 = icmp sgt i32 %24, 1, !dbg !30
  br i1 %25, label %26, label %31, !dbg !29

26:                                               ; preds = %2
  %27 = load i8**, i8*** %5, align 8, !dbg !31
  %28 = getelementptr inbounds i8*, i8** %27, i64 1, !dbg !31
  %29 = load i8*, i8** %28, align 8, !dbg !31
  %30 = call i32 @atoi(i8* noundef %29) #5, !dbg !32
  br label %32, !dbg !29

31:                                               ; preds = %2
  br label %32, !dbg !29

32:                                               ; preds = %31, %26
  %33 = phi i32 [ %30, %26 ], [ 200, %31 ], !dbg !29
  store i32 %33, i32* %6, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !33, metadata !DIExpression()), !dbg !34
  %34 = load i32, i32* %4, align 4, !dbg !35
  %35 = icmp sgt i32 %34, 2, !dbg !36
  br i1 %35, label %36, label %41, !dbg !35

36:                                               ; preds = %32
  %37 = load i8**, i8*** %5, align 8, !dbg !37
  %38 = getelementptr inbounds i8*, i8** %37, i64 2, !dbg !37
  %39 = load i8*, i8** %38, align 8, !dbg !37
  %40 = call i32 @atoi(i8* noundef %39) #5, !dbg !38
  br label %42, !dbg !35

41:                                               ; preds = %32
  br label %42, !dbg !35

42:                                               ; preds = %41, %36
  %43 = phi i32 [ %40, %36 ], [ 300, %41 ], !dbg !35
  store i32 %43, i32* %7, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata double** %8, metadata !39, metadata !DIExpression()), !dbg !41
  %44 = load i32, i32* %6, align 4, !dbg !42
  %45 = sext i32 %44 to i64, !dbg !43
  %46 = load i32, i32* %7, align 4, !dbg !44
  %47 = sext i32 %46 to i64, !dbg !44
  %48 = mul i64 %45, %47, !dbg !45
  %49 = mul i64 %48, 8, !dbg !46
  %50 = call noalias i8* @malloc(i64 noundef %49) #6, !dbg !47
  %51 = bitcast i8* %50 to double*, !dbg !47
  store double* %51, double** %8, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata i32** %9, metadata !48, metadata !DIExpression()), !dbg !50
  %52 = load i32, i32* %6, align 4, !dbg !51
  %53 = sext i32 %52 to i64, !dbg !52
  %54 = load i32, i32* %7, align 4, !dbg !53
  %55 = sext i32 %54 to i64, !dbg !53
  %56 = mul i64 %53, %55, !dbg !54
  %57 = mul i64 %56, 4, !dbg !55
  %58 = call noalias i8* @malloc(i64 noundef %57) #6, !dbg !56
  %59 = bitcast i8* %58 to i32*, !dbg !56
  store i32* %59, i32** %9, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %10, metadata !57, metadata !DIExpression()), !dbg !59
  store i32 7, i32* %10, align 4, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %11, metadata !60, metadata !DIExpression()), !dbg !62
  store i32 0, i32* %11, align 4, !dbg !62
  br label %60, !dbg !63

60:                                               ; preds = %105, %42
  %61 = load i32, i32* %11, align 4, !dbg !64
  %62 = load i32, i32* %6, align 4, !dbg !66
  %63 = icmp slt i32 %61, %62, !dbg !67
  br i1 %63, label %64, label %108, !dbg !68

64:                                               ; preds = %60
  call void @llvm.dbg.declare(metadata i32* %12, metadata !69, metadata !DIExpression()), !dbg !71
  store i32 0, i32* %12, align 4, !dbg !71
  br label %65, !dbg !72

65:                                               ; preds = %101, %64
  %66 = load i32, i32* %12, align 4, !dbg !73
  %67 = load i32, i32* %7, align 4, !dbg !75
  %68 = icmp slt i32 %66, %67, !dbg !76
  br i1 %68, label %69, label %104, !dbg !77

69:                                               ; preds = %65
  %70 = load i32, i32* %10, align 4, !dbg !78
  %71 = mul i32 %70, 1103515245, !dbg !80
  %72 = add i32 %71, 12345, !dbg !81
  store i32 %72, i32* %10, align 4, !dbg !82
  %73 = load i32, i32* %10, align 4, !dbg !83
  %74 = lshr i32 %73, 8, !dbg !84
  %75 = urem i32 %74, 100000, !dbg !85
  %76 = uitofp i32 %75 to double, !dbg !86
  %77 = fdiv double %76, 1.000000e+05, !dbg !87
  %78 = load double*, double** %8, align 8, !dbg !88
  %79 = load i32, i32* %11, align 4, !dbg !89
  %80 = sext i32 %79 to i64, !dbg !90
  %81 = load i32, i32* %7, align 4, !dbg !91
  %82 = sext i32 %81 to i64, !dbg !91
  %83 = mul i64 %80, %82, !dbg !92
  %84 = load i32, i32* %12, align 4, !dbg !93
  %85 = sext i32 %84 to i64, !dbg !93
  %86 = add i64 %83, %85, !dbg !94
  %87 = getelementptr inbounds double, double* %78, i64 %86, !dbg !88
  store double %77, double* %87, align 8, !dbg !95
  %88 = load i32, i32* %10, align 4, !dbg !96
  %89 = lshr i32 %88, 20, !dbg !97
  %90 = urem i32 %89, 97, !dbg !98
  %91 = load i32*, i32** %9, align 8, !dbg !99
  %92 = load i32, i32* %11, align 4, !dbg !100
  %93 = sext i32 %92 to i64, !dbg !101
  %94 = load i32, i32* %7, align 4, !dbg !102
  %95 = sext i32 %94 to i64, !dbg !102
  %96 = mul i64 %93, %95, !dbg !103
  %97 = load i32, i32* %12, align 4, !dbg !104
  %98 = sext i32 %97 to i64, !dbg !104
  %99 = add i64 %96, %98, !dbg !105
  %100 = getelementptr inbounds i32, i32* %91, i64 %99, !dbg !99
  store i32 %90, i32* %100, align 4, !dbg !106
  br label %101, !dbg !107

101:                                              ; preds = %69
  %102 = load i32, i32* %12, align 4, !dbg !108
  %103 = add nsw i32 %102, 1, !dbg !108
  store i32 %103, i32* %12, align 4, !dbg !108
  br label %65, !dbg !109, !llvm.loop !110

104:                                              ; preds = %65
  br label %105, !dbg !111

105:                                              ; preds = %104
  %106 = load i32, i32* %11, align 4, !dbg !113
  %107 = add nsw i32 %106, 1, !dbg !113
  store i32 %107, i32* %11, align 4, !dbg !113
  br label %60, !dbg !114, !llvm.loop !115

108:                                              ; preds = %60
  call void @llvm.dbg.declare(metadata i64* %13, metadata !117, metadata !DIExpression()), !dbg !119
  store i64 0, i64* %13, align 8, !dbg !119
  call void @llvm.dbg.declare(metadata i32* %14, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %14, align 4, !dbg !122
  br label %109, !dbg !123

109:                                              ; preds = %126, %108
  %110 = load i32, i32* %14, align 4, !dbg !124
  %111 = load i32, i32* %6, align 4, !dbg !126
  %112 = icmp slt i32 %110, %111, !dbg !127
  br i1 %112, label %113, label %129, !dbg !128

113:                                              ; preds = %109
  %114 = load double*, double** %8, align 8, !dbg !129
  %115 = load i32, i32* %14, align 4, !dbg !130
  %116 = sext i32 %115 to i64, !dbg !131
  %117 = load i32, i32* %7, align 4, !dbg !132
  %118 = sext i32 %117 to i64, !dbg !132
  %119 = mul i64 %116, %118, !dbg !133
  %120 = getelementptr inbounds double, double* %114, i64 %119, !dbg !134
  %121 = load i32, i32* %7, align 4, !dbg !135
  %122 = call i32 @first_above(double* noundef %120, i32 noundef %121, double noundef 0x3FEFAE147AE147AE), !dbg !136
  %123 = sext i32 %122 to i64, !dbg !136
  %124 = load i64, i64* %13, align 8, !dbg !137
  %125 = add nsw i64 %124, %123, !dbg !137
  store i64 %125, i64* %13, align 8, !dbg !137
  br label %126, !dbg !138

126:                                              ; preds = %113
  %127 = load i32, i32* %14, align 4, !dbg !139
  %128 = add nsw i32 %127, 1, !dbg !139
  store i32 %128, i32* %14, align 4, !dbg !139
  br label %109, !dbg !140, !llvm.loop !141

129:                                              ; preds = %109
  call void @llvm.dbg.declare(metadata i64* %15, metadata !143, metadata !DIExpression()), !dbg !144
  store i64 0, i64* %15, align 8, !dbg !144
  call void @llvm.dbg.declare(metadata i32* %16, metadata !145, metadata !DIExpression()), !dbg !147
  store i32 0, i32* %16, align 4, !dbg !147
  br label %130, !dbg !148

130:                                              ; preds = %164, %129
  %131 = load i32, i32* %16, align 4, !dbg !149
  %132 = load i32, i32* %6, align 4, !dbg !151
  %133 = icmp slt i32 %131, %132, !dbg !152
  br i1 %133, label %134, label %167, !dbg !153

134:                                              ; preds = %130
  call void @llvm.dbg.declare(metadata i32** %17, metadata !154, metadata !DIExpression()), !dbg !158
  %135 = load i32*, i32** %9, align 8, !dbg !159
  %136 = load i32, i32* %16, align 4, !dbg !160
  %137 = sext i32 %136 to i64, !dbg !161
  %138 = load i32, i32* %7, align 4, !dbg !162
  %139 = sext i32 %138 to i64, !dbg !162
  %140 = mul i64 %137, %139, !dbg !163
  %141 = getelementptr inbounds i32, i32* %135, i64 %140, !dbg !164
  store i32* %141, i32** %17, align 8, !dbg !158
  call void @llvm.dbg.declare(metadata i32* %18, metadata !165, metadata !DIExpression()), !dbg !166
  store i32 0, i32* %18, align 4, !dbg !167
  br label %142, !dbg !169

142:                                              ; preds = %156, %134
  %143 = load i32, i32* %18, align 4, !dbg !170
  %144 = load i32, i32* %7, align 4, !dbg !172
  %145 = icmp slt i32 %143, %144, !dbg !173
  br i1 %145, label %146, label %153, !dbg !174

146:                                              ; preds = %142
  %147 = load i32*, i32** %17, align 8, !dbg !175
  %148 = load i32, i32* %18, align 4, !dbg !176
  %149 = sext i32 %148 to i64, !dbg !175
  %150 = getelementptr inbounds i32, i32* %147, i64 %149, !dbg !175
  %151 = load i32, i32* %150, align 4, !dbg !175
  %152 = icmp ne i32 %151, 0, !dbg !177
  br label %153

153:                                              ; preds = %146, %142
  %154 = phi i1 [ false, %142 ], [ %152, %146 ], !dbg !178
  br i1 %154, label %155, label %159, !dbg !179

155:                                              ; preds = %153
  br label %156, !dbg !179

156:                                              ; preds = %155
  %157 = load i32, i32* %18, align 4, !dbg !180
  %158 = add nsw i32 %157, 1, !dbg !180
  store i32 %158, i32* %18, align 4, !dbg !180
  br label %142, !dbg !181, !llvm.loop !182

159:                                              ; preds = %153
  %160 = load i32, i32* %18, align 4, !dbg !184
  %161 = sext i32 %160 to i64, !dbg !184
  %162 = load i64, i64* %15, align 8, !dbg !185
  %163 = add nsw i64 %162, %161, !dbg !185
  store i64 %163, i64* %15, align 8, !dbg !185
  br label %164, !dbg !186

164:                                              ; preds = %159
  %165 = load i32, i32* %16, align 4, !dbg !187
  %166 = add nsw i32 %165, 1, !dbg !187
  store i32 %166, i32* %16, align 4, !dbg !187
  br label %130, !dbg !188, !llvm.loop !189

167:                                              ; preds = %130
  call void @llvm.dbg.declare(metadata double* %19, metadata !191, metadata !DIExpression()), !dbg !192
  store double 0.000000e+00, double* %19, align 8, !dbg !192
  call void @llvm.dbg.declare(metadata i32* %20, metadata !193, metadata !DIExpression()), !dbg !194
  store i32 0, i32* %20, align 4, !dbg !194
  call void @llvm.dbg.declare(metadata i32* %21, metadata !195, metadata !DIExpression()), !dbg !197
  store i32 0, i32* %21, align 4, !dbg !197
  br label %168, !dbg !198

168:                                              ; preds = %205, %167
  %169 = load i32, i32* %21, align 4, !dbg !199
  %170 = load i32, i32* %6, align 4, !dbg !201
  %171 = icmp slt i32 %169, %170, !dbg !202
  br i1 %171, label %172, label %208, !dbg !203

172:                                              ; preds = %168
  call void @llvm.dbg.declare(metadata double* %22, metadata !204, metadata !DIExpression()), !dbg !206
  store double 0.000000e+00, double* %22, align 8, !dbg !206
  call void @llvm.dbg.declare(metadata i32* %23, metadata !207, metadata !DIExpression()), !dbg !208
  store i32 0, i32* %23, align 4, !dbg !208
  br label %173, !dbg !209

173:                                              ; preds = %196, %172
  %174 = load double*, double** %8, align 8, !dbg !210
  %175 = load i32, i32* %21, align 4, !dbg !212
  %176 = sext i32 %175 to i64, !dbg !213
  %177 = load i32, i32* %7, align 4, !dbg !214
  %178 = sext i32 %177 to i64, !dbg !214
  %179 = mul i64 %176, %178, !dbg !215
  %180 = load i32, i32* %23, align 4, !dbg !216
  %181 = sext i32 %180 to i64, !dbg !216
  %182 = add i64 %179, %181, !dbg !217
  %183 = getelementptr inbounds double, double* %174, i64 %182, !dbg !210
  %184 = load double, double* %183, align 8, !dbg !210
  %185 = load double, double* %22, align 8, !dbg !218
  %186 = fadd double %185, %184, !dbg !218
  store double %186, double* %22, align 8, !dbg !218
  %187 = load i32, i32* %23, align 4, !dbg !219
  %188 = add nsw i32 %187, 1, !dbg !219
  store i32 %188, i32* %23, align 4, !dbg !219
  br label %189, !dbg !220

189:                                              ; preds = %173
  %190 = load i32, i32* %23, align 4, !dbg !221
  %191 = load i32, i32* %7, align 4, !dbg !222
  %192 = icmp slt i32 %190, %191, !dbg !223
  br i1 %192, label %193, label %196, !dbg !224

193:                                              ; preds = %189
  %194 = load double, double* %22, align 8, !dbg !225
  %195 = fcmp olt double %194, 2.000000e+01, !dbg !226
  br label %196

196:                                              ; preds = %193, %189
  %197 = phi i1 [ false, %189 ], [ %195, %193 ], !dbg !227
  br i1 %197, label %173, label %198, !dbg !220, !llvm.loop !228

198:                                              ; preds = %196
  %199 = load double, double* %22, align 8, !dbg !230
  %200 = load double, double* %19, align 8, !dbg !231
  %201 = fadd double %200, %199, !dbg !231
  store double %201, double* %19, align 8, !dbg !231
  %202 = load i32, i32* %23, align 4, !dbg !232
  %203 = load i32, i32* %20, align 4, !dbg !233
  %204 = add nsw i32 %203, %202, !dbg !233
  store i32 %204, i32* %20, align 4, !dbg !233
  br label %205, !dbg !234

205:                                              ; preds = %198
  %206 = load i32, i32* %21, align 4, !dbg !235
  %207 = add nsw i32 %206, 1, !dbg !235
  store i32 %207, i32* %21, align 4, !dbg !235
  br label %168, !dbg !236, !llvm.loop !237

208:                                              ; preds = %168
  %209 = load i64, i64* %13, align 8, !dbg !239
  %210 = load i64, i64* %15, align 8, !dbg !240
  %211 = load double, double* %19, align 8, !dbg !241
  %212 = load i32, i32* %20, align 4, !dbg !242
  %213 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i64 noundef %209, i64 noundef %210, double noundef %211, i32 noundef %212), !dbg !243
  %214 = load double*, double** %8, align 8, !dbg !244
  %215 = bitcast double* %214 to i8*, !dbg !244
  call void @free(i8* noundef %215) #6, !dbg !245
  %216 = load i32*, i32** %9, align 8, !dbg !246
  %217 = bitcast i32* %216 to i8*, !dbg !246
  call void @free(i8* noundef %217) #6, !dbg !247
  ret i32 0, !dbg !248
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @first_above(double* noundef %0, i32 noundef %1, double noundef %2) #0 !dbg !249 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !254, metadata !DIExpression()), !dbg !255
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !256, metadata !DIExpression()), !dbg !257
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !258, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.declare(metadata i32* %8, metadata !260, metadata !DIExpression()), !dbg !262
  store i32 0, i32* %8, align 4, !dbg !262
  br label %9, !dbg !263

9:                                                ; preds = %24, %3
  %10 = load i32, i32* %8, align 4, !dbg !264
  %11 = load i32, i32* %6, align 4, !dbg !266
  %12 = icmp slt i32 %10, %11, !dbg !267
  br i1 %12, label %13, label %27, !dbg !268

13:                                               ; preds = %9
  %14 = load double*, double** %5, align 8, !dbg !269
  %15 = load i32, i32* %8, align 4, !dbg !271
  %16 = sext i32 %15 to i64, !dbg !269
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !269
  %18 = load double, double* %17, align 8, !dbg !269
  %19 = load double, double* %7, align 8, !dbg !272
  %20 = fcmp ogt double %18, %19, !dbg !273
  br i1 %20, label %21, label %23, !dbg !274

21:                                               ; preds = %13
  %22 = load i32, i32* %8, align 4, !dbg !275
  store i32 %22, i32* %4, align 4, !dbg !276
  br label %29, !dbg !276

23:                                               ; preds = %13
  br label %24, !dbg !272

24:                                               ; preds = %23
  %25 = load i32, i32* %8, align 4, !dbg !277
  %26 = add nsw i32 %25, 1, !dbg !277
  store i32 %26, i32* %8, align 4, !dbg !277
  br label %9, !dbg !278, !llvm.loop !279

27:                                               ; preds = %9
  %28 = load i32, i32* %6, align 4, !dbg !281
  store i32 %28, i32* %4, align 4, !dbg !282
  br label %29, !dbg !282

29:                                               ; preds = %27, %21
  %30 = load i32, i32* %4, align 4, !dbg !283
  ret i32 %30, !dbg !283
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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "row_search.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f17b2956bb4fe69f98de6d9c5bdf0007")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !17, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!7, !7, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 17, type: !7)
!24 = !DILocation(line: 17, column: 14, scope: !16)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 17, type: !19)
!26 = !DILocation(line: 17, column: 27, scope: !16)
!27 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 19, type: !7)
!28 = !DILocation(line: 19, column: 7, scope: !16)
!29 = !DILocation(line: 19, column: 11, scope: !16)
!30 = !DILocation(line: 19, column: 16, scope: !16)
!31 = !DILocation(line: 19, column: 27, scope: !16)
!32 = !DILocation(line: 19, column: 22, scope: !16)
!33 = !DILocalVariable(name: "m", scope: !16, file: !1, line: 20, type: !7)
!34 = !DILocation(line: 20, column: 7, scope: !16)
!35 = !DILocation(line: 20, column: 11, scope: !16)
!36 = !DILocation(line: 20, column: 16, scope: !16)
!37 = !DILocation(line: 20, column: 27, scope: !16)
!38 = !DILocation(line: 20, column: 22, scope: !16)
!39 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 21, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!41 = !DILocation(line: 21, column: 11, scope: !16)
!42 = !DILocation(line: 21, column: 30, scope: !16)
!43 = !DILocation(line: 21, column: 22, scope: !16)
!44 = !DILocation(line: 21, column: 34, scope: !16)
!45 = !DILocation(line: 21, column: 32, scope: !16)
!46 = !DILocation(line: 21, column: 36, scope: !16)
!47 = !DILocation(line: 21, column: 15, scope: !16)
!48 = !DILocalVariable(name: "zeros", scope: !16, file: !1, line: 22, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!50 = !DILocation(line: 22, column: 8, scope: !16)
!51 = !DILocation(line: 22, column: 31, scope: !16)
!52 = !DILocation(line: 22, column: 23, scope: !16)
!53 = !DILocation(line: 22, column: 35, scope: !16)
!54 = !DILocation(line: 22, column: 33, scope: !16)
!55 = !DILocation(line: 22, column: 37, scope: !16)
!56 = !DILocation(line: 22, column: 16, scope: !16)
!57 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 23, type: !58)
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!59 = !DILocation(line: 23, column: 12, scope: !16)
!60 = !DILocalVariable(name: "i", scope: !61, file: !1, line: 24, type: !7)
!61 = distinct !DILexicalBlock(scope: !16, file: !1, line: 24, column: 3)
!62 = !DILocation(line: 24, column: 12, scope: !61)
!63 = !DILocation(line: 24, column: 8, scope: !61)
!64 = !DILocation(line: 24, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !1, line: 24, column: 3)
!66 = !DILocation(line: 24, column: 23, scope: !65)
!67 = !DILocation(line: 24, column: 21, scope: !65)
!68 = !DILocation(line: 24, column: 3, scope: !61)
!69 = !DILocalVariable(name: "j", scope: !70, file: !1, line: 25, type: !7)
!70 = distinct !DILexicalBlock(scope: !65, file: !1, line: 25, column: 5)
!71 = !DILocation(line: 25, column: 14, scope: !70)
!72 = !DILocation(line: 25, column: 10, scope: !70)
!73 = !DILocation(line: 25, column: 21, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !1, line: 25, column: 5)
!75 = !DILocation(line: 25, column: 25, scope: !74)
!76 = !DILocation(line: 25, column: 23, scope: !74)
!77 = !DILocation(line: 25, column: 5, scope: !70)
!78 = !DILocation(line: 26, column: 11, scope: !79)
!79 = distinct !DILexicalBlock(scope: !74, file: !1, line: 25, column: 33)
!80 = !DILocation(line: 26, column: 13, scope: !79)
!81 = !DILocation(line: 26, column: 27, scope: !79)
!82 = !DILocation(line: 26, column: 9, scope: !79)
!83 = !DILocation(line: 27, column: 40, scope: !79)
!84 = !DILocation(line: 27, column: 42, scope: !79)
!85 = !DILocation(line: 27, column: 48, scope: !79)
!86 = !DILocation(line: 27, column: 30, scope: !79)
!87 = !DILocation(line: 27, column: 58, scope: !79)
!88 = !DILocation(line: 27, column: 7, scope: !79)
!89 = !DILocation(line: 27, column: 17, scope: !79)
!90 = !DILocation(line: 27, column: 9, scope: !79)
!91 = !DILocation(line: 27, column: 21, scope: !79)
!92 = !DILocation(line: 27, column: 19, scope: !79)
!93 = !DILocation(line: 27, column: 25, scope: !79)
!94 = !DILocation(line: 27, column: 23, scope: !79)
!95 = !DILocation(line: 27, column: 28, scope: !79)
!96 = !DILocation(line: 28, column: 41, scope: !79)
!97 = !DILocation(line: 28, column: 43, scope: !79)
!98 = !DILocation(line: 28, column: 50, scope: !79)
!99 = !DILocation(line: 28, column: 7, scope: !79)
!100 = !DILocation(line: 28, column: 21, scope: !79)
!101 = !DILocation(line: 28, column: 13, scope: !79)
!102 = !DILocation(line: 28, column: 25, scope: !79)
!103 = !DILocation(line: 28, column: 23, scope: !79)
!104 = !DILocation(line: 28, column: 29, scope: !79)
!105 = !DILocation(line: 28, column: 27, scope: !79)
!106 = !DILocation(line: 28, column: 32, scope: !79)
!107 = !DILocation(line: 29, column: 5, scope: !79)
!108 = !DILocation(line: 25, column: 29, scope: !74)
!109 = !DILocation(line: 25, column: 5, scope: !74)
!110 = distinct !{!110, !77, !111, !112}
!111 = !DILocation(line: 29, column: 5, scope: !70)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 24, column: 27, scope: !65)
!114 = !DILocation(line: 24, column: 3, scope: !65)
!115 = distinct !{!115, !68, !116, !112}
!116 = !DILocation(line: 29, column: 5, scope: !61)
!117 = !DILocalVariable(name: "total", scope: !16, file: !1, line: 30, type: !118)
!118 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!119 = !DILocation(line: 30, column: 8, scope: !16)
!120 = !DILocalVariable(name: "i", scope: !121, file: !1, line: 31, type: !7)
!121 = distinct !DILexicalBlock(scope: !16, file: !1, line: 31, column: 3)
!122 = !DILocation(line: 31, column: 12, scope: !121)
!123 = !DILocation(line: 31, column: 8, scope: !121)
!124 = !DILocation(line: 31, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 31, column: 3)
!126 = !DILocation(line: 31, column: 23, scope: !125)
!127 = !DILocation(line: 31, column: 21, scope: !125)
!128 = !DILocation(line: 31, column: 3, scope: !121)
!129 = !DILocation(line: 32, column: 26, scope: !125)
!130 = !DILocation(line: 32, column: 38, scope: !125)
!131 = !DILocation(line: 32, column: 30, scope: !125)
!132 = !DILocation(line: 32, column: 42, scope: !125)
!133 = !DILocation(line: 32, column: 40, scope: !125)
!134 = !DILocation(line: 32, column: 28, scope: !125)
!135 = !DILocation(line: 32, column: 45, scope: !125)
!136 = !DILocation(line: 32, column: 14, scope: !125)
!137 = !DILocation(line: 32, column: 11, scope: !125)
!138 = !DILocation(line: 32, column: 5, scope: !125)
!139 = !DILocation(line: 31, column: 27, scope: !125)
!140 = !DILocation(line: 31, column: 3, scope: !125)
!141 = distinct !{!141, !128, !142, !112}
!142 = !DILocation(line: 32, column: 52, scope: !121)
!143 = !DILocalVariable(name: "len", scope: !16, file: !1, line: 33, type: !118)
!144 = !DILocation(line: 33, column: 8, scope: !16)
!145 = !DILocalVariable(name: "i", scope: !146, file: !1, line: 34, type: !7)
!146 = distinct !DILexicalBlock(scope: !16, file: !1, line: 34, column: 3)
!147 = !DILocation(line: 34, column: 12, scope: !146)
!148 = !DILocation(line: 34, column: 8, scope: !146)
!149 = !DILocation(line: 34, column: 19, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !1, line: 34, column: 3)
!151 = !DILocation(line: 34, column: 23, scope: !150)
!152 = !DILocation(line: 34, column: 21, scope: !150)
!153 = !DILocation(line: 34, column: 3, scope: !146)
!154 = !DILocalVariable(name: "row", scope: !155, file: !1, line: 35, type: !156)
!155 = distinct !DILexicalBlock(scope: !150, file: !1, line: 34, column: 31)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!158 = !DILocation(line: 35, column: 16, scope: !155)
!159 = !DILocation(line: 35, column: 22, scope: !155)
!160 = !DILocation(line: 35, column: 38, scope: !155)
!161 = !DILocation(line: 35, column: 30, scope: !155)
!162 = !DILocation(line: 35, column: 42, scope: !155)
!163 = !DILocation(line: 35, column: 40, scope: !155)
!164 = !DILocation(line: 35, column: 28, scope: !155)
!165 = !DILocalVariable(name: "j", scope: !155, file: !1, line: 36, type: !7)
!166 = !DILocation(line: 36, column: 9, scope: !155)
!167 = !DILocation(line: 37, column: 12, scope: !168)
!168 = distinct !DILexicalBlock(scope: !155, file: !1, line: 37, column: 5)
!169 = !DILocation(line: 37, column: 10, scope: !168)
!170 = !DILocation(line: 37, column: 17, scope: !171)
!171 = distinct !DILexicalBlock(scope: !168, file: !1, line: 37, column: 5)
!172 = !DILocation(line: 37, column: 21, scope: !171)
!173 = !DILocation(line: 37, column: 19, scope: !171)
!174 = !DILocation(line: 37, column: 23, scope: !171)
!175 = !DILocation(line: 37, column: 26, scope: !171)
!176 = !DILocation(line: 37, column: 30, scope: !171)
!177 = !DILocation(line: 37, column: 33, scope: !171)
!178 = !DILocation(line: 0, scope: !171)
!179 = !DILocation(line: 37, column: 5, scope: !168)
!180 = !DILocation(line: 37, column: 40, scope: !171)
!181 = !DILocation(line: 37, column: 5, scope: !171)
!182 = distinct !{!182, !179, !183, !112}
!183 = !DILocation(line: 38, column: 7, scope: !168)
!184 = !DILocation(line: 39, column: 12, scope: !155)
!185 = !DILocation(line: 39, column: 9, scope: !155)
!186 = !DILocation(line: 40, column: 3, scope: !155)
!187 = !DILocation(line: 34, column: 27, scope: !150)
!188 = !DILocation(line: 34, column: 3, scope: !150)
!189 = distinct !{!189, !153, !190, !112}
!190 = !DILocation(line: 40, column: 3, scope: !146)
!191 = !DILocalVariable(name: "acc", scope: !16, file: !1, line: 41, type: !6)
!192 = !DILocation(line: 41, column: 10, scope: !16)
!193 = !DILocalVariable(name: "rows", scope: !16, file: !1, line: 42, type: !7)
!194 = !DILocation(line: 42, column: 7, scope: !16)
!195 = !DILocalVariable(name: "i", scope: !196, file: !1, line: 43, type: !7)
!196 = distinct !DILexicalBlock(scope: !16, file: !1, line: 43, column: 3)
!197 = !DILocation(line: 43, column: 12, scope: !196)
!198 = !DILocation(line: 43, column: 8, scope: !196)
!199 = !DILocation(line: 43, column: 19, scope: !200)
!200 = distinct !DILexicalBlock(scope: !196, file: !1, line: 43, column: 3)
!201 = !DILocation(line: 43, column: 23, scope: !200)
!202 = !DILocation(line: 43, column: 21, scope: !200)
!203 = !DILocation(line: 43, column: 3, scope: !196)
!204 = !DILocalVariable(name: "sum", scope: !205, file: !1, line: 44, type: !6)
!205 = distinct !DILexicalBlock(scope: !200, file: !1, line: 43, column: 31)
!206 = !DILocation(line: 44, column: 12, scope: !205)
!207 = !DILocalVariable(name: "k", scope: !205, file: !1, line: 45, type: !7)
!208 = !DILocation(line: 45, column: 9, scope: !205)
!209 = !DILocation(line: 46, column: 5, scope: !205)
!210 = !DILocation(line: 47, column: 14, scope: !211)
!211 = distinct !DILexicalBlock(scope: !205, file: !1, line: 46, column: 8)
!212 = !DILocation(line: 47, column: 24, scope: !211)
!213 = !DILocation(line: 47, column: 16, scope: !211)
!214 = !DILocation(line: 47, column: 28, scope: !211)
!215 = !DILocation(line: 47, column: 26, scope: !211)
!216 = !DILocation(line: 47, column: 32, scope: !211)
!217 = !DILocation(line: 47, column: 30, scope: !211)
!218 = !DILocation(line: 47, column: 11, scope: !211)
!219 = !DILocation(line: 48, column: 8, scope: !211)
!220 = !DILocation(line: 49, column: 5, scope: !211)
!221 = !DILocation(line: 49, column: 14, scope: !205)
!222 = !DILocation(line: 49, column: 18, scope: !205)
!223 = !DILocation(line: 49, column: 16, scope: !205)
!224 = !DILocation(line: 49, column: 20, scope: !205)
!225 = !DILocation(line: 49, column: 23, scope: !205)
!226 = !DILocation(line: 49, column: 27, scope: !205)
!227 = !DILocation(line: 0, scope: !205)
!228 = distinct !{!228, !209, !229, !112}
!229 = !DILocation(line: 49, column: 33, scope: !205)
!230 = !DILocation(line: 50, column: 12, scope: !205)
!231 = !DILocation(line: 50, column: 9, scope: !205)
!232 = !DILocation(line: 51, column: 13, scope: !205)
!233 = !DILocation(line: 51, column: 10, scope: !205)
!234 = !DILocation(line: 52, column: 3, scope: !205)
!235 = !DILocation(line: 43, column: 27, scope: !200)
!236 = !DILocation(line: 43, column: 3, scope: !200)
!237 = distinct !{!237, !203, !238, !112}
!238 = !DILocation(line: 52, column: 3, scope: !196)
!239 = !DILocation(line: 53, column: 31, scope: !16)
!240 = !DILocation(line: 53, column: 38, scope: !16)
!241 = !DILocation(line: 53, column: 43, scope: !16)
!242 = !DILocation(line: 53, column: 48, scope: !16)
!243 = !DILocation(line: 53, column: 3, scope: !16)
!244 = !DILocation(line: 54, column: 8, scope: !16)
!245 = !DILocation(line: 54, column: 3, scope: !16)
!246 = !DILocation(line: 55, column: 8, scope: !16)
!247 = !DILocation(line: 55, column: 3, scope: !16)
!248 = !DILocation(line: 56, column: 3, scope: !16)
!249 = distinct !DISubprogram(name: "first_above", scope: !1, file: !1, line: 9, type: !250, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!250 = !DISubroutineType(types: !251)
!251 = !{!7, !252, !7, !6}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!254 = !DILocalVariable(name: "row", arg: 1, scope: !249, file: !1, line: 9, type: !252)
!255 = !DILocation(line: 9, column: 38, scope: !249)
!256 = !DILocalVariable(name: "m", arg: 2, scope: !249, file: !1, line: 9, type: !7)
!257 = !DILocation(line: 9, column: 47, scope: !249)
!258 = !DILocalVariable(name: "t", arg: 3, scope: !249, file: !1, line: 9, type: !6)
!259 = !DILocation(line: 9, column: 57, scope: !249)
!260 = !DILocalVariable(name: "j", scope: !261, file: !1, line: 11, type: !7)
!261 = distinct !DILexicalBlock(scope: !249, file: !1, line: 11, column: 3)
!262 = !DILocation(line: 11, column: 12, scope: !261)
!263 = !DILocation(line: 11, column: 8, scope: !261)
!264 = !DILocation(line: 11, column: 19, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !1, line: 11, column: 3)
!266 = !DILocation(line: 11, column: 23, scope: !265)
!267 = !DILocation(line: 11, column: 21, scope: !265)
!268 = !DILocation(line: 11, column: 3, scope: !261)
!269 = !DILocation(line: 12, column: 9, scope: !270)
!270 = distinct !DILexicalBlock(scope: !265, file: !1, line: 12, column: 9)
!271 = !DILocation(line: 12, column: 13, scope: !270)
!272 = !DILocation(line: 12, column: 18, scope: !270)
!273 = !DILocation(line: 12, column: 16, scope: !270)
!274 = !DILocation(line: 12, column: 9, scope: !265)
!275 = !DILocation(line: 13, column: 14, scope: !270)
!276 = !DILocation(line: 13, column: 7, scope: !270)
!277 = !DILocation(line: 11, column: 27, scope: !265)
!278 = !DILocation(line: 11, column: 3, scope: !265)
!279 = distinct !{!279, !268, !280, !112}
!280 = !DILocation(line: 13, column: 14, scope: !261)
!281 = !DILocation(line: 14, column: 10, scope: !249)
!282 = !DILocation(line: 14, column: 3, scope: !249)
!283 = !DILocation(line: 15, column: 1, scope: !249)
