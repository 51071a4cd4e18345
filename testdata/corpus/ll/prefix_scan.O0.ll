; ModuleID = 'prefix_scan.c'
source_filename = "prefix_scan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"kept %d q %ld checksum %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_scan(i32 noundef %0, i32* noundef %1, i64* noundef %2, i64* noundef %3) #0 !dbg !12 {
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !20, metadata !DIExpression()), !dbg !21
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !22, metadata !DIExpression()), !dbg !23
  store i64* %2, i64** %7, align 8
  call void @llvm.dbg.declare(metadata i64** %7, metadata !24, metadata !DIExpression()), !dbg !25
  store i64* %3, i64** %8, align 8
  call void @llvm.dbg.declare(metadata i64** %8, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i64* %9, metadata !28, metadata !DIExpression()), !dbg !29
  store i64 0, i64* %9, align 8, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %10, metadata !30, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %10, align 4, !dbg !32
  br label %11, !dbg !33

11:                                               ; preds = %34, %4
  %12 = load i32, i32* %10, align 4, !dbg !34
  %13 = load i32, i32* %5, align 4, !dbg !36
  %14 = icmp slt i32 %12, %13, !dbg !37
  br i1 %14, label %15, label %37, !dbg !38

15:                                               ; preds = %11
  %16 = load i64, i64* %9, align 8, !dbg !39
  %17 = load i64*, i64** %8, align 8, !dbg !41
  %18 = load i32, i32* %10, align 4, !dbg !42
  %19 = sext i32 %18 to i64, !dbg !41
  %20 = getelementptr inbounds i64, i64* %17, i64 %19, !dbg !41
  store i64 %16, i64* %20, align 8, !dbg !43
  %21 = load i32*, i32** %6, align 8, !dbg !44
  %22 = load i32, i32* %10, align 4, !dbg !45
  %23 = sext i32 %22 to i64, !dbg !44
  %24 = getelementptr inbounds i32, i32* %21, i64 %23, !dbg !44
  %25 = load i32, i32* %24, align 4, !dbg !44
  %26 = sext i32 %25 to i64, !dbg !44
  %27 = load i64, i64* %9, align 8, !dbg !46
  %28 = add nsw i64 %27, %26, !dbg !46
  store i64 %28, i64* %9, align 8, !dbg !46
  %29 = load i64, i64* %9, align 8, !dbg !47
  %30 = load i64*, i64** %7, align 8, !dbg !48
  %31 = load i32, i32* %10, align 4, !dbg !49
  %32 = sext i32 %31 to i64, !dbg !48
  %33 = getelementptr inbounds i64, i64* %30, i64 %32, !dbg !48
  store i64 %29, i64* %33, align 8, !dbg !50
  br label %34, !dbg !51

34:                                               ; preds = %15
  %35 = load i32, i32* %10, align 4, !dbg !52
  %36 = add nsw i32 %35, 1, !dbg !52
  store i32 %36, i32* %10, align 4, !dbg !52
  br label %11, !dbg !53, !llvm.loop !54

37:                                               ; preds = %11
  ret void, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !58 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i64*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i64*, align 8
  %14 = alloca i32*, align 8
  %15 = alloca i32*, align 8
  %16 = alloca i64*, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !64, metadata !DIExpression()), !dbg !65
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !66, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %6, metadata !68, metadata !DIExpression()), !dbg !69
  %25 = load i32, i32* %4, align 4, !dbg !70
  %26 = icmp sgt i32 %25, 1, !dbg !71
  br i1 %26, label %27, label %32, !dbg !70

27:                                               ; preds = %2
  %28 = load i8**, i8*** %5, align 8, !dbg !72
  %29 = getelementptr inbounds i8*, i8** %28, i64 1, !dbg !72
  %30 = load i8*, i8** %29, align 8, !dbg !72
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !73
  br label %33, !dbg !70

32:                                               ; preds = %2
  br label %33, !dbg !70

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 50000, %32 ], !dbg !70
  store i32 %34, i32* %6, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %7, metadata !74, metadata !DIExpression()), !dbg !75
  store i32 120, i32* %7, align 4, !dbg !75
  call void @llvm.dbg.declare(metadata i32* %8, metadata !76, metadata !DIExpression()), !dbg !77
  store i32 100, i32* %8, align 4, !dbg !77
  call void @llvm.dbg.declare(metadata i32** %9, metadata !78, metadata !DIExpression()), !dbg !80
  %35 = load i32, i32* %6, align 4, !dbg !81
  %36 = sext i32 %35 to i64, !dbg !81
  %37 = mul i64 %36, 4, !dbg !82
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !83
  %39 = bitcast i8* %38 to i32*, !dbg !83
  store i32* %39, i32** %9, align 8, !dbg !80
  call void @llvm.dbg.declare(metadata i64** %10, metadata !84, metadata !DIExpression()), !dbg !85
  %40 = load i32, i32* %6, align 4, !dbg !86
  %41 = sext i32 %40 to i64, !dbg !86
  %42 = mul i64 %41, 8, !dbg !87
  %43 = call noalias i8* @malloc(i64 noundef %42) #6, !dbg !88
  %44 = bitcast i8* %43 to i64*, !dbg !88
  store i64* %44, i64** %10, align 8, !dbg !85
  call void @llvm.dbg.declare(metadata i64** %11, metadata !89, metadata !DIExpression()), !dbg !90
  %45 = load i32, i32* %6, align 4, !dbg !91
  %46 = sext i32 %45 to i64, !dbg !91
  %47 = mul i64 %46, 8, !dbg !92
  %48 = call noalias i8* @malloc(i64 noundef %47) #6, !dbg !93
  %49 = bitcast i8* %48 to i64*, !dbg !93
  store i64* %49, i64** %11, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata i32** %12, metadata !94, metadata !DIExpression()), !dbg !95
  %50 = load i32, i32* %6, align 4, !dbg !96
  %51 = sext i32 %50 to i64, !dbg !96
  %52 = mul i64 %51, 4, !dbg !97
  %53 = call noalias i8* @malloc(i64 noundef %52) #6, !dbg !98
  %54 = bitcast i8* %53 to i32*, !dbg !98
  store i32* %54, i32** %12, align 8, !dbg !95
  call void @llvm.dbg.declare(metadata i64** %13, metadata !99, metadata !DIExpression()), !dbg !100
  %55 = load i32, i32* %6, align 4, !dbg !101
  %56 = sext i32 %55 to i64, !dbg !101
  %57 = mul i64 %56, 8, !dbg !102
  %58 = call noalias i8* @malloc(i64 noundef %57) #6, !dbg !103
  %59 = bitcast i8* %58 to i64*, !dbg !103
  store i64* %59, i64** %13, align 8, !dbg !100
  call void @llvm.dbg.declare(metadata i32** %14, metadata !104, metadata !DIExpression()), !dbg !105
  %60 = load i32, i32* %6, align 4, !dbg !106
  %61 = sext i32 %60 to i64, !dbg !106
  %62 = mul i64 %61, 4, !dbg !107
  %63 = call noalias i8* @malloc(i64 noundef %62) #6, !dbg !108
  %64 = bitcast i8* %63 to i32*, !dbg !108
  store i32* %64, i32** %14, align 8, !dbg !105
  call void @llvm.dbg.declare(metadata i32** %15, metadata !109, metadata !DIExpression()), !dbg !110
  %65 = load i32, i32* %7, align 4, !dbg !111
  %66 = load i32, i32* %8, align 4, !dbg !112
  %67 = mul nsw i32 %65, %66, !dbg !113
  %68 = sext i32 %67 to i64, !dbg !111
  %69 = mul i64 %68, 4, !dbg !114
  %70 = call noalias i8* @malloc(i64 noundef %69) #6, !dbg !115
  %71 = bitcast i8* %70 to i32*, !dbg !115
  store i32* %71, i32** %15, align 8, !dbg !110
  call void @llvm.dbg.declare(metadata i64** %16, metadata !116, metadata !DIExpression()), !dbg !117
  %72 = load i32, i32* %7, align 4, !dbg !118
  %73 = load i32, i32* %8, align 4, !dbg !119
  %74 = mul nsw i32 %72, %73, !dbg !120
  %75 = sext i32 %74 to i64, !dbg !118
  %76 = mul i64 %75, 8, !dbg !121
  %77 = call noalias i8* @malloc(i64 noundef %76) #6, !dbg !122
  %78 = bitcast i8* %77 to i64*, !dbg !122
  store i64* %78, i64** %16, align 8, !dbg !117
  call void @llvm.dbg.declare(metadata i32* %17, metadata !123, metadata !DIExpression()), !dbg !125
  store i32 0, i32* %17, align 4, !dbg !125
  br label %79, !dbg !126

79:                                               ; preds = %92, %33
  %80 = load i32, i32* %17, align 4, !dbg !127
  %81 = load i32, i32* %6, align 4, !dbg !129
  %82 = icmp slt i32 %80, %81, !dbg !130
  br i1 %82, label %83, label %95, !dbg !131

83:                                               ; preds = %79
  %84 = load i32, i32* %17, align 4, !dbg !132
  %85 = mul nsw i32 %84, 37, !dbg !133
  %86 = add nsw i32 %85, 11, !dbg !134
  %87 = srem i32 %86, 101, !dbg !135
  %88 = load i32*, i32** %9, align 8, !dbg !136
  %89 = load i32, i32* %17, align 4, !dbg !137
  %90 = sext i32 %89 to i64, !dbg !136
  %91 = getelementptr inbounds i32, i32* %88, i64 %90, !dbg !136
  store i32 %87, i32* %91, align 4, !dbg !138
  br label %92, !dbg !136

92:                                               ; preds = %83
  %93 = load i32, i32* %17, align 4, !dbg !139
  %94 = add nsw i32 %93, 1, !dbg !139
  store i32 %94, i32* %17, align 4, !dbg !139
  br label %79, !dbg !140, !llvm.loop !141

95:                                               ; preds = %79
  call void @llvm.dbg.declare(metadata i32* %18, metadata !143, metadata !DIExpression()), !dbg !145
  store i32 0, i32* %18, align 4, !dbg !145
  br label %96, !dbg !146

96:                                               ; preds = %109, %95
  %97 = load i32, i32* %18, align 4, !dbg !147
  %98 = load i32, i32* %7, align 4, !dbg !149
  %99 = load i32, i32* %8, align 4, !dbg !150
  %100 = mul nsw i32 %98, %99, !dbg !151
  %101 = icmp slt i32 %97, %100, !dbg !152
  br i1 %101, label %102, label %112, !dbg !153

102:                                              ; preds = %96
  %103 = load i32, i32* %18, align 4, !dbg !154
  %104 = srem i32 %103, 9, !dbg !155
  %105 = load i32*, i32** %15, align 8, !dbg !156
  %106 = load i32, i32* %18, align 4, !dbg !157
  %107 = sext i32 %106 to i64, !dbg !156
  %108 = getelementptr inbounds i32, i32* %105, i64 %107, !dbg !156
  store i32 %104, i32* %108, align 4, !dbg !158
  br label %109, !dbg !156

109:                                              ; preds = %102
  %110 = load i32, i32* %18, align 4, !dbg !159
  %111 = add nsw i32 %110, 1, !dbg !159
  store i32 %111, i32* %18, align 4, !dbg !159
  br label %96, !dbg !160, !llvm.loop !161

112:                                              ; preds = %96
  %113 = load i32, i32* %6, align 4, !dbg !163
  %114 = load i32*, i32** %9, align 8, !dbg !164
  %115 = load i64*, i64** %10, align 8, !dbg !165
  %116 = load i64*, i64** %11, align 8, !dbg !166
  call void @kernel_scan(i32 noundef %113, i32* noundef %114, i64* noundef %115, i64* noundef %116), !dbg !167
  call void @llvm.dbg.declare(metadata i32* %19, metadata !168, metadata !DIExpression()), !dbg !169
  %117 = load i32, i32* %6, align 4, !dbg !170
  %118 = load i32*, i32** %9, align 8, !dbg !171
  %119 = load i32*, i32** %12, align 8, !dbg !172
  %120 = load i64*, i64** %13, align 8, !dbg !173
  %121 = load i32*, i32** %14, align 8, !dbg !174
  %122 = call i32 @compact(i32 noundef %117, i32* noundef %118, i32* noundef %119, i64* noundef %120, i32* noundef %121), !dbg !175
  store i32 %122, i32* %19, align 4, !dbg !169
  %123 = load i32, i32* %7, align 4, !dbg !176
  %124 = load i32, i32* %8, align 4, !dbg !177
  %125 = load i32*, i32** %15, align 8, !dbg !178
  %126 = load i64*, i64** %16, align 8, !dbg !179
  call void @summed_area(i32 noundef %123, i32 noundef %124, i32* noundef %125, i64* noundef %126), !dbg !180
  call void @llvm.dbg.declare(metadata i64* %20, metadata !181, metadata !DIExpression()), !dbg !182
  store i64 0, i64* %20, align 8, !dbg !182
  call void @llvm.dbg.declare(metadata i32* %21, metadata !183, metadata !DIExpression()), !dbg !185
  store i32 0, i32* %21, align 4, !dbg !185
  br label %127, !dbg !186

127:                                              ; preds = %154, %112
  %128 = load i32, i32* %21, align 4, !dbg !187
  %129 = add nsw i32 %128, 10, !dbg !189
  %130 = load i32, i32* %7, align 4, !dbg !190
  %131 = icmp slt i32 %129, %130, !dbg !191
  br i1 %131, label %132, label %157, !dbg !192

132:                                              ; preds = %127
  call void @llvm.dbg.declare(metadata i32* %22, metadata !193, metadata !DIExpression()), !dbg !195
  store i32 0, i32* %22, align 4, !dbg !195
  br label %133, !dbg !196

133:                                              ; preds = %150, %132
  %134 = load i32, i32* %22, align 4, !dbg !197
  %135 = add nsw i32 %134, 10, !dbg !199
  %136 = load i32, i32* %8, align 4, !dbg !200
  %137 = icmp slt i32 %135, %136, !dbg !201
  br i1 %137, label %138, label %153, !dbg !202

138:                                              ; preds = %133
  %139 = load i32, i32* %8, align 4, !dbg !203
  %140 = load i64*, i64** %16, align 8, !dbg !204
  %141 = load i32, i32* %21, align 4, !dbg !205
  %142 = load i32, i32* %22, align 4, !dbg !206
  %143 = load i32, i32* %21, align 4, !dbg !207
  %144 = add nsw i32 %143, 10, !dbg !208
  %145 = load i32, i32* %22, align 4, !dbg !209
  %146 = add nsw i32 %145, 10, !dbg !210
  %147 = call i64 @box(i32 noundef %139, i64* noundef %140, i32 noundef %141, i32 noundef %142, i32 noundef %144, i32 noundef %146), !dbg !211
  %148 = load i64, i64* %20, align 8, !dbg !212
  %149 = add nsw i64 %148, %147, !dbg !212
  store i64 %149, i64* %20, align 8, !dbg !212
  br label %150, !dbg !213

150:                                              ; preds = %138
  %151 = load i32, i32* %22, align 4, !dbg !214
  %152 = add nsw i32 %151, 5, !dbg !214
  store i32 %152, i32* %22, align 4, !dbg !214
  br label %133, !dbg !215, !llvm.loop !216

153:                                              ; preds = %133
  br label %154, !dbg !217

154:                                              ; preds = %153
  %155 = load i32, i32* %21, align 4, !dbg !218
  %156 = add nsw i32 %155, 5, !dbg !218
  store i32 %156, i32* %21, align 4, !dbg !218
  br label %127, !dbg !219, !llvm.loop !220

157:                                              ; preds = %127
  call void @llvm.dbg.declare(metadata i64* %23, metadata !222, metadata !DIExpression()), !dbg !223
  %158 = load i64*, i64** %10, align 8, !dbg !224
  %159 = load i32, i32* %6, align 4, !dbg !225
  %160 = sub nsw i32 %159, 1, !dbg !226
  %161 = sext i32 %160 to i64, !dbg !224
  %162 = getelementptr inbounds i64, i64* %158, i64 %161, !dbg !224
  %163 = load i64, i64* %162, align 8, !dbg !224
  %164 = load i64*, i64** %11, align 8, !dbg !227
  %165 = load i32, i32* %6, align 4, !dbg !228
  %166 = sdiv i32 %165, 2, !dbg !229
  %167 = sext i32 %166 to i64, !dbg !227
  %168 = getelementptr inbounds i64, i64* %164, i64 %167, !dbg !227
  %169 = load i64, i64* %168, align 8, !dbg !227
  %170 = add nsw i64 %163, %169, !dbg !230
  store i64 %170, i64* %23, align 8, !dbg !223
  call void @llvm.dbg.declare(metadata i32* %24, metadata !231, metadata !DIExpression()), !dbg !233
  store i32 0, i32* %24, align 4, !dbg !233
  br label %171, !dbg !234

171:                                              ; preds = %184, %157
  %172 = load i32, i32* %24, align 4, !dbg !235
  %173 = load i32, i32* %19, align 4, !dbg !237
  %174 = icmp slt i32 %172, %173, !dbg !238
  br i1 %174, label %175, label %187, !dbg !239

175:                                              ; preds = %171
  %176 = load i32*, i32** %14, align 8, !dbg !240
  %177 = load i32, i32* %24, align 4, !dbg !241
  %178 = sext i32 %177 to i64, !dbg !240
  %179 = getelementptr inbounds i32, i32* %176, i64 %178, !dbg !240
  %180 = load i32, i32* %179, align 4, !dbg !240
  %181 = sext i32 %180 to i64, !dbg !240
  %182 = load i64, i64* %23, align 8, !dbg !242
  %183 = add nsw i64 %182, %181, !dbg !242
  store i64 %183, i64* %23, align 8, !dbg !242
  br label %184, !dbg !243

184:                                              ; preds = %175
  %185 = load i32, i32* %24, align 4, !dbg !244
  %186 = add nsw i32 %185, 13, !dbg !244
  store i32 %186, i32* %24, align 4, !dbg !244
  br label %171, !dbg !245, !llvm.loop !246

187:                                              ; preds = %171
  %188 = load i32, i32* %19, align 4, !dbg !248
  %189 = load i64, i64* %20, align 8, !dbg !249
  %190 = load i64, i64* %23, align 8, !dbg !250
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %188, i64 noundef %189, i64 noundef %190), !dbg !251
  %192 = load i32*, i32** %9, align 8, !dbg !252
  %193 = bitcast i32* %192 to i8*, !dbg !252
  call void @free(i8* noundef %193) #6, !dbg !253
  %194 = load i64*, i64** %10, align 8, !dbg !254
  %195 = bitcast i64* %194 to i8*, !dbg !254
  call void @free(i8* noundef %195) #6, !dbg !255
  %196 = load i64*, i64** %11, align 8, !dbg !256
  %197 = bitcast i64* %196 to i8*, !dbg !256
  call void @free(i8* noundef %197) #6, !dbg !257
  %198 = load i32*, i32** %12, align 8, !dbg !258
  %199 = bitcast i32* %198 to i8*, !dbg !258
  call void @free(i8* noundef %199) #6, !dbg !259
  %200 = load i64*, i64** %13, align 8, !dbg !260
  %201 = bitcast i64* %200 to i8*, !dbg !260
  call void @free(i8* noundef %201) #6, !dbg !261
  %202 = load i32*, i32** %14, align 8, !dbg !262
  %203 = bitcast i32* %202 to i8*, !dbg !262
  call void @free(i8* noundef %203) #6, !dbg !263
  %204 = load i32*, i32** %15, align 8, !dbg !264
  %205 = bitcast i32* %204 to i8*, !dbg !264
  call void @free(i8* noundef %205) #6, !dbg !265
  %206 = load i64*, i64** %16, align 8, !dbg !266
  %207 = bitcast i64* %206 to i8*, !dbg !266
  call void @free(i8* noundef %207) #6, !dbg !267
  ret i32 0, !dbg !268
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @compact(i32 noundef %0, i32* noundef %1, i32* noundef %2, i64* noundef %3, i32* noundef %4) #0 !dbg !269 {
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i64*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !272, metadata !DIExpression()), !dbg !273
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !274, metadata !DIExpression()), !dbg !275
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !276, metadata !DIExpression()), !dbg !277
  store i64* %3, i64** %9, align 8
  call void @llvm.dbg.declare(metadata i64** %9, metadata !278, metadata !DIExpression()), !dbg !279
  store i32* %4, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !280, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.declare(metadata i64* %11, metadata !282, metadata !DIExpression()), !dbg !283
  store i64 0, i64* %11, align 8, !dbg !283
  call void @llvm.dbg.declare(metadata i32* %12, metadata !284, metadata !DIExpression()), !dbg !286
  store i32 0, i32* %12, align 4, !dbg !286
  br label %15, !dbg !287

15:                                               ; preds = %32, %5
  %16 = load i32, i32* %12, align 4, !dbg !288
  %17 = load i32, i32* %6, align 4, !dbg !290
  %18 = icmp slt i32 %16, %17, !dbg !291
  br i1 %18, label %19, label %35, !dbg !292

19:                                               ; preds = %15
  %20 = load i32*, i32** %7, align 8, !dbg !293
  %21 = load i32, i32* %12, align 4, !dbg !294
  %22 = sext i32 %21 to i64, !dbg !293
  %23 = getelementptr inbounds i32, i32* %20, i64 %22, !dbg !293
  %24 = load i32, i32* %23, align 4, !dbg !293
  %25 = srem i32 %24, 3, !dbg !295
  %26 = icmp eq i32 %25, 0, !dbg !296
  %27 = zext i1 %26 to i32, !dbg !296
  %28 = load i32*, i32** %8, align 8, !dbg !297
  %29 = load i32, i32* %12, align 4, !dbg !298
  %30 = sext i32 %29 to i64, !dbg !297
  %31 = getelementptr inbounds i32, i32* %28, i64 %30, !dbg !297
  store i32 %27, i32* %31, align 4, !dbg !299
  br label %32, !dbg !297

32:                                               ; preds = %19
  %33 = load i32, i32* %12, align 4, !dbg !300
  %34 = add nsw i32 %33, 1, !dbg !300
  store i32 %34, i32* %12, align 4, !dbg !300
  br label %15, !dbg !301, !llvm.loop !302

35:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %13, metadata !304, metadata !DIExpression()), !dbg !306
  store i32 0, i32* %13, align 4, !dbg !306
  br label %36, !dbg !307

36:                                               ; preds = %54, %35
  %37 = load i32, i32* %13, align 4, !dbg !308
  %38 = load i32, i32* %6, align 4, !dbg !310
  %39 = icmp slt i32 %37, %38, !dbg !311
  br i1 %39, label %40, label %57, !dbg !312

40:                                               ; preds = %36
  %41 = load i64, i64* %11, align 8, !dbg !313
  %42 = load i64*, i64** %9, align 8, !dbg !315
  %43 = load i32, i32* %13, align 4, !dbg !316
  %44 = sext i32 %43 to i64, !dbg !315
  %45 = getelementptr inbounds i64, i64* %42, i64 %44, !dbg !315
  store i64 %41, i64* %45, align 8, !dbg !317
  %46 = load i32*, i32** %8, align 8, !dbg !318
  %47 = load i32, i32* %13, align 4, !dbg !319
  %48 = sext i32 %47 to i64, !dbg !318
  %49 = getelementptr inbounds i32, i32* %46, i64 %48, !dbg !318
  %50 = load i32, i32* %49, align 4, !dbg !318
  %51 = sext i32 %50 to i64, !dbg !318
  %52 = load i64, i64* %11, align 8, !dbg !320
  %53 = add nsw i64 %52, %51, !dbg !320
  store i64 %53, i64* %11, align 8, !dbg !320
  br label %54, !dbg !321

54:                                               ; preds = %40
  %55 = load i32, i32* %13, align 4, !dbg !322
  %56 = add nsw i32 %55, 1, !dbg !322
  store i32 %56, i32* %13, align 4, !dbg !322
  br label %36, !dbg !323, !llvm.loop !324

57:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata i32* %14, metadata !326, metadata !DIExpression()), !dbg !328
  store i32 0, i32* %14, align 4, !dbg !328
  br label %58, !dbg !329

58:                                               ; preds = %83, %57
  %59 = load i32, i32* %14, align 4, !dbg !330
  %60 = load i32, i32* %6, align 4, !dbg !332
  %61 = icmp slt i32 %59, %60, !dbg !333
  br i1 %61, label %62, label %86, !dbg !334

62:                                               ; preds = %58
  %63 = load i32*, i32** %8, align 8, !dbg !335
  %64 = load i32, i32* %14, align 4, !dbg !337
  %65 = sext i32 %64 to i64, !dbg !335
  %66 = getelementptr inbounds i32, i32* %63, i64 %65, !dbg !335
  %67 = load i32, i32* %66, align 4, !dbg !335
  %68 = icmp ne i32 %67, 0, !dbg !335
  br i1 %68, label %69, label %82, !dbg !338

69:                                               ; preds = %62
  %70 = load i32*, i32** %7, align 8, !dbg !339
  %71 = load i32, i32* %14, align 4, !dbg !340
  %72 = sext i32 %71 to i64, !dbg !339
  %73 = getelementptr inbounds i32, i32* %70, i64 %72, !dbg !339
  %74 = load i32, i32* %73, align 4, !dbg !339
  %75 = load i32*, i32** %10, align 8, !dbg !341
  %76 = load i64*, i64** %9, align 8, !dbg !342
  %77 = load i32, i32* %14, align 4, !dbg !343
  %78 = sext i32 %77 to i64, !dbg !342
  %79 = getelementptr inbounds i64, i64* %76, i64 %78, !dbg !342
  %80 = load i64, i64* %79, align 8, !dbg !342
  %81 = getelementptr inbounds i32, i32* %75, i64 %80, !dbg !341
  store i32 %74, i32* %81, align 4, !dbg !344
  br label %82, !dbg !341

82:                                               ; preds = %69, %62
  br label %83, !dbg !345

83:                                               ; preds = %82
  %84 = load i32, i32* %14, align 4, !dbg !346
  %85 = add nsw i32 %84, 1, !dbg !346
  store i32 %85, i32* %14, align 4, !dbg !346
  br label %58, !dbg !347, !llvm.loop !348

86:                                               ; preds = %58
  %87 = load i64, i64* %11, align 8, !dbg !350
  %88 = trunc i64 %87 to i32, !dbg !351
  ret i32 %88, !dbg !352
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @summed_area(i32 noundef %0, i32 noundef %1, i32* noundef %2, i64* noundef %3) #0 !dbg !353 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !356, metadata !DIExpression()), !dbg !357
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !358, metadata !DIExpression()), !dbg !359
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !360, metadata !DIExpression()), !dbg !361
  store i64* %3, i64** %8, align 8
  call void @llvm.dbg.declare(metadata i64** %8, metadata !362, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.declare(metadata i32* %9, metadata !364, metadata !DIExpression()), !dbg !366
  store i32 0, i32* %9, align 4, !dbg !366
  br label %12, !dbg !367

12:                                               ; preds = %64, %4
  %13 = load i32, i32* %9, align 4, !dbg !368
  %14 = load i32, i32* %5, align 4, !dbg !370
  %15 = icmp slt i32 %13, %14, !dbg !371
  br i1 %15, label %16, label %67, !dbg !372

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i64* %10, metadata !373, metadata !DIExpression()), !dbg !375
  store i64 0, i64* %10, align 8, !dbg !375
  call void @llvm.dbg.declare(metadata i32* %11, metadata !376, metadata !DIExpression()), !dbg !378
  store i32 0, i32* %11, align 4, !dbg !378
  br label %17, !dbg !379

17:                                               ; preds = %60, %16
  %18 = load i32, i32* %11, align 4, !dbg !380
  %19 = load i32, i32* %6, align 4, !dbg !382
  %20 = icmp slt i32 %18, %19, !dbg !383
  br i1 %20, label %21, label %63, !dbg !384

21:                                               ; preds = %17
  %22 = load i32*, i32** %7, align 8, !dbg !385
  %23 = load i32, i32* %9, align 4, !dbg !387
  %24 = load i32, i32* %6, align 4, !dbg !388
  %25 = mul nsw i32 %23, %24, !dbg !389
  %26 = load i32, i32* %11, align 4, !dbg !390
  %27 = add nsw i32 %25, %26, !dbg !391
  %28 = sext i32 %27 to i64, !dbg !385
  %29 = getelementptr inbounds i32, i32* %22, i64 %28, !dbg !385
  %30 = load i32, i32* %29, align 4, !dbg !385
  %31 = sext i32 %30 to i64, !dbg !385
  %32 = load i64, i64* %10, align 8, !dbg !392
  %33 = add nsw i64 %32, %31, !dbg !392
  store i64 %33, i64* %10, align 8, !dbg !392
  %34 = load i64, i64* %10, align 8, !dbg !393
  %35 = load i32, i32* %9, align 4, !dbg !394
  %36 = icmp sgt i32 %35, 0, !dbg !395
  br i1 %36, label %37, label %48, !dbg !394

37:                                               ; preds = %21
  %38 = load i64*, i64** %8, align 8, !dbg !396
  %39 = load i32, i32* %9, align 4, !dbg !397
  %40 = sub nsw i32 %39, 1, !dbg !398
  %41 = load i32, i32* %6, align 4, !dbg !399
  %42 = mul nsw i32 %40, %41, !dbg !400
  %43 = load i32, i32* %11, align 4, !dbg !401
  %44 = add nsw i32 %42, %43, !dbg !402
  %45 = sext i32 %44 to i64, !dbg !396
  %46 = getelementptr inbounds i64, i64* %38, i64 %45, !dbg !396
  %47 = load i64, i64* %46, align 8, !dbg !396
  br label %49, !dbg !394

48:                                               ; preds = %21
  br label %49, !dbg !394

49:                                               ; preds = %48, %37
  %50 = phi i64 [ %47, %37 ], [ 0, %48 ], !dbg !394
  %51 = add nsw i64 %34, %50, !dbg !403
  %52 = load i64*, i64** %8, align 8, !dbg !404
  %53 = load i32, i32* %9, align 4, !dbg !405
  %54 = load i32, i32* %6, align 4, !dbg !406
  %55 = mul nsw i32 %53, %54, !dbg !407
  %56 = load i32, i32* %11, align 4, !dbg !408
  %57 = add nsw i32 %55, %56, !dbg !409
  %58 = sext i32 %57 to i64, !dbg !404
  %59 = getelementptr inbounds i64, i64* %52, i64 %58, !dbg !404
  store i64 %51, i64* %59, align 8, !dbg !410
  br label %60, !dbg !411

60:                                               ; preds = %49
  %61 = load i32, i32* %11, align 4, !dbg !412
  %62 = add nsw i32 %61, 1, !dbg !412
  store i32 %62, i32* %11, align 4, !dbg !412
  br label %17, !dbg !413, !llvm.loop !414

63:                                               ; preds = %17
  br label %64, !dbg !416

64:                                               ; preds = %63
  %65 = load i32, i32* %9, align 4, !dbg !417
  %66 = add nsw i32 %65, 1, !dbg !417
  store i32 %66, i32* %9, align 4, !dbg !417
  br label %12, !dbg !418, !llvm.loop !419

67:                                               ; preds = %12
  ret void, !dbg !421
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @box(i32 noundef %0, i64* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !422 {
  %7 = alloca i32, align 4
  %8 = alloca i64*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !427, metadata !DIExpression()), !dbg !428
  store i64* %1, i64** %8, align 8
  call void @llvm.dbg.declare(metadata i64** %8, metadata !429, metadata !DIExpression()), !dbg !430
  store i32 %2, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !431, metadata !DIExpression()), !dbg !432
  store i32 %3, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !433, metadata !DIExpression()), !dbg !434
  store i32 %4, i32* %11, align 4
  call void @llvm.dbg.declare(metadata i32* %11, metadata !435, metadata !DIExpression()), !dbg !436
  store i32 %5, i32* %12, align 4
  call void @llvm.dbg.declare(metadata i32* %12, metadata !437, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.declare(metadata i64* %13, metadata !439, metadata !DIExpression()), !dbg !440
  %14 = load i64*, i64** %8, align 8, !dbg !441
  %15 = load i32, i32* %11, align 4, !dbg !442
  %16 = load i32, i32* %7, align 4, !dbg !443
  %17 = mul nsw i32 %15, %16, !dbg !444
  %18 = load i32, i32* %12, align 4, !dbg !445
  %19 = add nsw i32 %17, %18, !dbg !446
  %20 = sext i32 %19 to i64, !dbg !441
  %21 = getelementptr inbounds i64, i64* %14, i64 %20, !dbg !441
  %22 = load i64, i64* %21, align 8, !dbg !441
  store i64 %22, i64* %13, align 8, !dbg !440
  %23 = load i32, i32* %9, align 4, !dbg !447
  %24 = icmp sgt i32 %23, 0, !dbg !449
  br i1 %24, label %25, label %38, !dbg !450

25:                                               ; preds = %6
  %26 = load i64*, i64** %8, align 8, !dbg !451
  %27 = load i32, i32* %9, align 4, !dbg !452
  %28 = sub nsw i32 %27, 1, !dbg !453
  %29 = load i32, i32* %7, align 4, !dbg !454
  %30 = mul nsw i32 %28, %29, !dbg !455
  %31 = load i32, i32* %12, align 4, !dbg !456
  %32 = add nsw i32 %30, %31, !dbg !457
  %33 = sext i32 %32 to i64, !dbg !451
  %34 = getelementptr inbounds i64, i64* %26, i64 %33, !dbg !451
  %35 = load i64, i64* %34, align 8, !dbg !451
  %36 = load i64, i64* %13, align 8, !dbg !458
  %37 = sub nsw i64 %36, %35, !dbg !458
  store i64 %37, i64* %13, align 8, !dbg !458
  br label %38, !dbg !459

38:                                               ; preds = %25, %6
  %39 = load i32, i32* %10, align 4, !dbg !460
  %40 = icmp sgt i32 %39, 0, !dbg !462
  br i1 %40, label %41, label %54, !dbg !463

41:                                               ; preds = %38
  %42 = load i64*, i64** %8, align 8, !dbg !464
  %43 = load i32, i32* %11, align 4, !dbg !465
  %44 = load i32, i32* %7, align 4, !dbg !466
  %45 = mul nsw i32 %43, %44, !dbg !467
  %46 = load i32, i32* %10, align 4, !dbg !468
  %47 = add nsw i32 %45, %46, !dbg !469
  %48 = sub nsw i32 %47, 1, !dbg !470
  %49 = sext i32 %48 to i64, !dbg !464
  %50 = getelementptr inbounds i64, i64* %42, i64 %49, !dbg !464
  %51 = load i64, i64* %50, align 8, !dbg !464
  %52 = load i64, i64* %13, align 8, !dbg !471
  %53 = sub nsw i64 %52, %51, !dbg !471
  store i64 %53, i64* %13, align 8, !dbg !471
  br label %54, !dbg !472

54:                                               ; preds = %41, %38
  %55 = load i32, i32* %9, align 4, !dbg !473
  %56 = icmp sgt i32 %55, 0, !dbg !475
  br i1 %56, label %57, label %74, !dbg !476

57:                                               ; preds = %54
  %58 = load i32, i32* %10, align 4, !dbg !477
  %59 = icmp sgt i32 %58, 0, !dbg !478
  br i1 %59, label %60, label %74, !dbg !479

60:                                               ; preds = %57
  %61 = load i64*, i64** %8, align 8, !dbg !480
  %62 = load i32, i32* %9, align 4, !dbg !481
  %63 = sub nsw i32 %62, 1, !dbg !482
  %64 = load i32, i32* %7, align 4, !dbg !483
  %65 = mul nsw i32 %63, %64, !dbg !484
  %66 = load i32, i32* %10, align 4, !dbg !485
  %67 = add nsw i32 %65, %66, !dbg !486
  %68 = sub nsw i32 %67, 1, !dbg !487
  %69 = sext i32 %68 to i64, !dbg !480
  %70 = getelementptr inbounds i64, i64* %61, i64 %69, !dbg !480
  %71 = load i64, i64* %70, align 8, !dbg !480
  %72 = load i64, i64* %13, align 8, !dbg !488
  %73 = add nsw i64 %72, %71, !dbg !488
  store i64 %73, i64* %13, align 8, !dbg !488
  br label %74, !dbg !489

74:                                               ; preds = %60, %57, %54
  %75 = load i64, i64* %13, align 8, !dbg !490
  ret i64 %75, !dbg !491
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
!1 = !DIFile(filename: "prefix_scan.c", directory: ".", checksumkind: CSK_MD5, checksum: "acfda563f20066e2be2ec2689fc12838")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "kernel_scan", scope: !1, file: !1, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !3, !15, !17, !17}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 7, type: !3)
!21 = !DILocation(line: 7, column: 22, scope: !12)
!22 = !DILocalVariable(name: "in", arg: 2, scope: !12, file: !1, line: 7, type: !15)
!23 = !DILocation(line: 7, column: 36, scope: !12)
!24 = !DILocalVariable(name: "incl", arg: 3, scope: !12, file: !1, line: 7, type: !17)
!25 = !DILocation(line: 7, column: 46, scope: !12)
!26 = !DILocalVariable(name: "excl", arg: 4, scope: !12, file: !1, line: 7, type: !17)
!27 = !DILocation(line: 7, column: 58, scope: !12)
!28 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 9, type: !18)
!29 = !DILocation(line: 9, column: 8, scope: !12)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 10, type: !3)
!31 = distinct !DILexicalBlock(scope: !12, file: !1, line: 10, column: 3)
!32 = !DILocation(line: 10, column: 12, scope: !31)
!33 = !DILocation(line: 10, column: 8, scope: !31)
!34 = !DILocation(line: 10, column: 19, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 10, column: 3)
!36 = !DILocation(line: 10, column: 23, scope: !35)
!37 = !DILocation(line: 10, column: 21, scope: !35)
!38 = !DILocation(line: 10, column: 3, scope: !31)
!39 = !DILocation(line: 11, column: 15, scope: !40)
!40 = distinct !DILexicalBlock(scope: !35, file: !1, line: 10, column: 31)
!41 = !DILocation(line: 11, column: 5, scope: !40)
!42 = !DILocation(line: 11, column: 10, scope: !40)
!43 = !DILocation(line: 11, column: 13, scope: !40)
!44 = !DILocation(line: 12, column: 10, scope: !40)
!45 = !DILocation(line: 12, column: 13, scope: !40)
!46 = !DILocation(line: 12, column: 7, scope: !40)
!47 = !DILocation(line: 13, column: 15, scope: !40)
!48 = !DILocation(line: 13, column: 5, scope: !40)
!49 = !DILocation(line: 13, column: 10, scope: !40)
!50 = !DILocation(line: 13, column: 13, scope: !40)
!51 = !DILocation(line: 14, column: 3, scope: !40)
!52 = !DILocation(line: 10, column: 27, scope: !35)
!53 = !DILocation(line: 10, column: 3, scope: !35)
!54 = distinct !{!54, !38, !55, !56}
!55 = !DILocation(line: 14, column: 3, scope: !31)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 15, column: 1, scope: !12)
!58 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !59, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!59 = !DISubroutineType(types: !60)
!60 = !{!3, !3, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!64 = !DILocalVariable(name: "argc", arg: 1, scope: !58, file: !1, line: 52, type: !3)
!65 = !DILocation(line: 52, column: 14, scope: !58)
!66 = !DILocalVariable(name: "argv", arg: 2, scope: !58, file: !1, line: 52, type: !61)
!67 = !DILocation(line: 52, column: 27, scope: !58)
!68 = !DILocalVariable(name: "n", scope: !58, file: !1, line: 54, type: !3)
!69 = !DILocation(line: 54, column: 7, scope: !58)
!70 = !DILocation(line: 54, column: 11, scope: !58)
!71 = !DILocation(line: 54, column: 16, scope: !58)
!72 = !DILocation(line: 54, column: 27, scope: !58)
!73 = !DILocation(line: 54, column: 22, scope: !58)
!74 = !DILocalVariable(name: "h", scope: !58, file: !1, line: 55, type: !3)
!75 = !DILocation(line: 55, column: 7, scope: !58)
!76 = !DILocalVariable(name: "w", scope: !58, file: !1, line: 55, type: !3)
!77 = !DILocation(line: 55, column: 16, scope: !58)
!78 = !DILocalVariable(name: "in", scope: !58, file: !1, line: 56, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!80 = !DILocation(line: 56, column: 8, scope: !58)
!81 = !DILocation(line: 56, column: 20, scope: !58)
!82 = !DILocation(line: 56, column: 22, scope: !58)
!83 = !DILocation(line: 56, column: 13, scope: !58)
!84 = !DILocalVariable(name: "incl", scope: !58, file: !1, line: 57, type: !17)
!85 = !DILocation(line: 57, column: 9, scope: !58)
!86 = !DILocation(line: 57, column: 23, scope: !58)
!87 = !DILocation(line: 57, column: 25, scope: !58)
!88 = !DILocation(line: 57, column: 16, scope: !58)
!89 = !DILocalVariable(name: "excl", scope: !58, file: !1, line: 58, type: !17)
!90 = !DILocation(line: 58, column: 9, scope: !58)
!91 = !DILocation(line: 58, column: 23, scope: !58)
!92 = !DILocation(line: 58, column: 25, scope: !58)
!93 = !DILocation(line: 58, column: 16, scope: !58)
!94 = !DILocalVariable(name: "flags", scope: !58, file: !1, line: 59, type: !79)
!95 = !DILocation(line: 59, column: 8, scope: !58)
!96 = !DILocation(line: 59, column: 23, scope: !58)
!97 = !DILocation(line: 59, column: 25, scope: !58)
!98 = !DILocation(line: 59, column: 16, scope: !58)
!99 = !DILocalVariable(name: "pos", scope: !58, file: !1, line: 60, type: !17)
!100 = !DILocation(line: 60, column: 9, scope: !58)
!101 = !DILocation(line: 60, column: 22, scope: !58)
!102 = !DILocation(line: 60, column: 24, scope: !58)
!103 = !DILocation(line: 60, column: 15, scope: !58)
!104 = !DILocalVariable(name: "out", scope: !58, file: !1, line: 61, type: !79)
!105 = !DILocation(line: 61, column: 8, scope: !58)
!106 = !DILocation(line: 61, column: 21, scope: !58)
!107 = !DILocation(line: 61, column: 23, scope: !58)
!108 = !DILocation(line: 61, column: 14, scope: !58)
!109 = !DILocalVariable(name: "img", scope: !58, file: !1, line: 62, type: !79)
!110 = !DILocation(line: 62, column: 8, scope: !58)
!111 = !DILocation(line: 62, column: 21, scope: !58)
!112 = !DILocation(line: 62, column: 25, scope: !58)
!113 = !DILocation(line: 62, column: 23, scope: !58)
!114 = !DILocation(line: 62, column: 27, scope: !58)
!115 = !DILocation(line: 62, column: 14, scope: !58)
!116 = !DILocalVariable(name: "sat", scope: !58, file: !1, line: 63, type: !17)
!117 = !DILocation(line: 63, column: 9, scope: !58)
!118 = !DILocation(line: 63, column: 22, scope: !58)
!119 = !DILocation(line: 63, column: 26, scope: !58)
!120 = !DILocation(line: 63, column: 24, scope: !58)
!121 = !DILocation(line: 63, column: 28, scope: !58)
!122 = !DILocation(line: 63, column: 15, scope: !58)
!123 = !DILocalVariable(name: "i", scope: !124, file: !1, line: 64, type: !3)
!124 = distinct !DILexicalBlock(scope: !58, file: !1, line: 64, column: 3)
!125 = !DILocation(line: 64, column: 12, scope: !124)
!126 = !DILocation(line: 64, column: 8, scope: !124)
!127 = !DILocation(line: 64, column: 19, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !1, line: 64, column: 3)
!129 = !DILocation(line: 64, column: 23, scope: !128)
!130 = !DILocation(line: 64, column: 21, scope: !128)
!131 = !DILocation(line: 64, column: 3, scope: !124)
!132 = !DILocation(line: 65, column: 14, scope: !128)
!133 = !DILocation(line: 65, column: 16, scope: !128)
!134 = !DILocation(line: 65, column: 21, scope: !128)
!135 = !DILocation(line: 65, column: 27, scope: !128)
!136 = !DILocation(line: 65, column: 5, scope: !128)
!137 = !DILocation(line: 65, column: 8, scope: !128)
!138 = !DILocation(line: 65, column: 11, scope: !128)
!139 = !DILocation(line: 64, column: 27, scope: !128)
!140 = !DILocation(line: 64, column: 3, scope: !128)
!141 = distinct !{!141, !131, !142, !56}
!142 = !DILocation(line: 65, column: 29, scope: !124)
!143 = !DILocalVariable(name: "i", scope: !144, file: !1, line: 66, type: !3)
!144 = distinct !DILexicalBlock(scope: !58, file: !1, line: 66, column: 3)
!145 = !DILocation(line: 66, column: 12, scope: !144)
!146 = !DILocation(line: 66, column: 8, scope: !144)
!147 = !DILocation(line: 66, column: 19, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !1, line: 66, column: 3)
!149 = !DILocation(line: 66, column: 23, scope: !148)
!150 = !DILocation(line: 66, column: 27, scope: !148)
!151 = !DILocation(line: 66, column: 25, scope: !148)
!152 = !DILocation(line: 66, column: 21, scope: !148)
!153 = !DILocation(line: 66, column: 3, scope: !144)
!154 = !DILocation(line: 67, column: 14, scope: !148)
!155 = !DILocation(line: 67, column: 16, scope: !148)
!156 = !DILocation(line: 67, column: 5, scope: !148)
!157 = !DILocation(line: 67, column: 9, scope: !148)
!158 = !DILocation(line: 67, column: 12, scope: !148)
!159 = !DILocation(line: 66, column: 31, scope: !148)
!160 = !DILocation(line: 66, column: 3, scope: !148)
!161 = distinct !{!161, !153, !162, !56}
!162 = !DILocation(line: 67, column: 18, scope: !144)
!163 = !DILocation(line: 68, column: 15, scope: !58)
!164 = !DILocation(line: 68, column: 18, scope: !58)
!165 = !DILocation(line: 68, column: 22, scope: !58)
!166 = !DILocation(line: 68, column: 28, scope: !58)
!167 = !DILocation(line: 68, column: 3, scope: !58)
!168 = !DILocalVariable(name: "kept", scope: !58, file: !1, line: 69, type: !3)
!169 = !DILocation(line: 69, column: 7, scope: !58)
!170 = !DILocation(line: 69, column: 22, scope: !58)
!171 = !DILocation(line: 69, column: 25, scope: !58)
!172 = !DILocation(line: 69, column: 29, scope: !58)
!173 = !DILocation(line: 69, column: 36, scope: !58)
!174 = !DILocation(line: 69, column: 41, scope: !58)
!175 = !DILocation(line: 69, column: 14, scope: !58)
!176 = !DILocation(line: 70, column: 15, scope: !58)
!177 = !DILocation(line: 70, column: 18, scope: !58)
!178 = !DILocation(line: 70, column: 21, scope: !58)
!179 = !DILocation(line: 70, column: 26, scope: !58)
!180 = !DILocation(line: 70, column: 3, scope: !58)
!181 = !DILocalVariable(name: "q", scope: !58, file: !1, line: 71, type: !18)
!182 = !DILocation(line: 71, column: 8, scope: !58)
!183 = !DILocalVariable(name: "i", scope: !184, file: !1, line: 72, type: !3)
!184 = distinct !DILexicalBlock(scope: !58, file: !1, line: 72, column: 3)
!185 = !DILocation(line: 72, column: 12, scope: !184)
!186 = !DILocation(line: 72, column: 8, scope: !184)
!187 = !DILocation(line: 72, column: 19, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !1, line: 72, column: 3)
!189 = !DILocation(line: 72, column: 21, scope: !188)
!190 = !DILocation(line: 72, column: 28, scope: !188)
!191 = !DILocation(line: 72, column: 26, scope: !188)
!192 = !DILocation(line: 72, column: 3, scope: !184)
!193 = !DILocalVariable(name: "j", scope: !194, file: !1, line: 73, type: !3)
!194 = distinct !DILexicalBlock(scope: !188, file: !1, line: 73, column: 5)
!195 = !DILocation(line: 73, column: 14, scope: !194)
!196 = !DILocation(line: 73, column: 10, scope: !194)
!197 = !DILocation(line: 73, column: 21, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !1, line: 73, column: 5)
!199 = !DILocation(line: 73, column: 23, scope: !198)
!200 = !DILocation(line: 73, column: 30, scope: !198)
!201 = !DILocation(line: 73, column: 28, scope: !198)
!202 = !DILocation(line: 73, column: 5, scope: !194)
!203 = !DILocation(line: 74, column: 16, scope: !198)
!204 = !DILocation(line: 74, column: 19, scope: !198)
!205 = !DILocation(line: 74, column: 24, scope: !198)
!206 = !DILocation(line: 74, column: 27, scope: !198)
!207 = !DILocation(line: 74, column: 30, scope: !198)
!208 = !DILocation(line: 74, column: 32, scope: !198)
!209 = !DILocation(line: 74, column: 38, scope: !198)
!210 = !DILocation(line: 74, column: 40, scope: !198)
!211 = !DILocation(line: 74, column: 12, scope: !198)
!212 = !DILocation(line: 74, column: 9, scope: !198)
!213 = !DILocation(line: 74, column: 7, scope: !198)
!214 = !DILocation(line: 73, column: 35, scope: !198)
!215 = !DILocation(line: 73, column: 5, scope: !198)
!216 = distinct !{!216, !202, !217, !56}
!217 = !DILocation(line: 74, column: 44, scope: !194)
!218 = !DILocation(line: 72, column: 33, scope: !188)
!219 = !DILocation(line: 72, column: 3, scope: !188)
!220 = distinct !{!220, !192, !221, !56}
!221 = !DILocation(line: 74, column: 44, scope: !184)
!222 = !DILocalVariable(name: "c", scope: !58, file: !1, line: 75, type: !18)
!223 = !DILocation(line: 75, column: 8, scope: !58)
!224 = !DILocation(line: 75, column: 12, scope: !58)
!225 = !DILocation(line: 75, column: 17, scope: !58)
!226 = !DILocation(line: 75, column: 19, scope: !58)
!227 = !DILocation(line: 75, column: 26, scope: !58)
!228 = !DILocation(line: 75, column: 31, scope: !58)
!229 = !DILocation(line: 75, column: 33, scope: !58)
!230 = !DILocation(line: 75, column: 24, scope: !58)
!231 = !DILocalVariable(name: "i", scope: !232, file: !1, line: 76, type: !3)
!232 = distinct !DILexicalBlock(scope: !58, file: !1, line: 76, column: 3)
!233 = !DILocation(line: 76, column: 12, scope: !232)
!234 = !DILocation(line: 76, column: 8, scope: !232)
!235 = !DILocation(line: 76, column: 19, scope: !236)
!236 = distinct !DILexicalBlock(scope: !232, file: !1, line: 76, column: 3)
!237 = !DILocation(line: 76, column: 23, scope: !236)
!238 = !DILocation(line: 76, column: 21, scope: !236)
!239 = !DILocation(line: 76, column: 3, scope: !232)
!240 = !DILocation(line: 77, column: 10, scope: !236)
!241 = !DILocation(line: 77, column: 14, scope: !236)
!242 = !DILocation(line: 77, column: 7, scope: !236)
!243 = !DILocation(line: 77, column: 5, scope: !236)
!244 = !DILocation(line: 76, column: 31, scope: !236)
!245 = !DILocation(line: 76, column: 3, scope: !236)
!246 = distinct !{!246, !239, !247, !56}
!247 = !DILocation(line: 77, column: 15, scope: !232)
!248 = !DILocation(line: 78, column: 42, scope: !58)
!249 = !DILocation(line: 78, column: 48, scope: !58)
!250 = !DILocation(line: 78, column: 51, scope: !58)
!251 = !DILocation(line: 78, column: 3, scope: !58)
!252 = !DILocation(line: 79, column: 8, scope: !58)
!253 = !DILocation(line: 79, column: 3, scope: !58)
!254 = !DILocation(line: 79, column: 18, scope: !58)
!255 = !DILocation(line: 79, column: 13, scope: !58)
!256 = !DILocation(line: 79, column: 30, scope: !58)
!257 = !DILocation(line: 79, column: 25, scope: !58)
!258 = !DILocation(line: 79, column: 42, scope: !58)
!259 = !DILocation(line: 79, column: 37, scope: !58)
!260 = !DILocation(line: 79, column: 55, scope: !58)
!261 = !DILocation(line: 79, column: 50, scope: !58)
!262 = !DILocation(line: 79, column: 66, scope: !58)
!263 = !DILocation(line: 79, column: 61, scope: !58)
!264 = !DILocation(line: 80, column: 8, scope: !58)
!265 = !DILocation(line: 80, column: 3, scope: !58)
!266 = !DILocation(line: 80, column: 19, scope: !58)
!267 = !DILocation(line: 80, column: 14, scope: !58)
!268 = !DILocation(line: 81, column: 3, scope: !58)
!269 = distinct !DISubprogram(name: "compact", scope: !1, file: !1, line: 17, type: !270, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!270 = !DISubroutineType(types: !271)
!271 = !{!3, !3, !15, !79, !17, !79}
!272 = !DILocalVariable(name: "n", arg: 1, scope: !269, file: !1, line: 17, type: !3)
!273 = !DILocation(line: 17, column: 24, scope: !269)
!274 = !DILocalVariable(name: "in", arg: 2, scope: !269, file: !1, line: 17, type: !15)
!275 = !DILocation(line: 17, column: 38, scope: !269)
!276 = !DILocalVariable(name: "flags", arg: 3, scope: !269, file: !1, line: 17, type: !79)
!277 = !DILocation(line: 17, column: 47, scope: !269)
!278 = !DILocalVariable(name: "pos", arg: 4, scope: !269, file: !1, line: 17, type: !17)
!279 = !DILocation(line: 17, column: 60, scope: !269)
!280 = !DILocalVariable(name: "out", arg: 5, scope: !269, file: !1, line: 17, type: !79)
!281 = !DILocation(line: 17, column: 70, scope: !269)
!282 = !DILocalVariable(name: "s", scope: !269, file: !1, line: 19, type: !18)
!283 = !DILocation(line: 19, column: 8, scope: !269)
!284 = !DILocalVariable(name: "i", scope: !285, file: !1, line: 20, type: !3)
!285 = distinct !DILexicalBlock(scope: !269, file: !1, line: 20, column: 3)
!286 = !DILocation(line: 20, column: 12, scope: !285)
!287 = !DILocation(line: 20, column: 8, scope: !285)
!288 = !DILocation(line: 20, column: 19, scope: !289)
!289 = distinct !DILexicalBlock(scope: !285, file: !1, line: 20, column: 3)
!290 = !DILocation(line: 20, column: 23, scope: !289)
!291 = !DILocation(line: 20, column: 21, scope: !289)
!292 = !DILocation(line: 20, column: 3, scope: !285)
!293 = !DILocation(line: 21, column: 17, scope: !289)
!294 = !DILocation(line: 21, column: 20, scope: !289)
!295 = !DILocation(line: 21, column: 23, scope: !289)
!296 = !DILocation(line: 21, column: 28, scope: !289)
!297 = !DILocation(line: 21, column: 5, scope: !289)
!298 = !DILocation(line: 21, column: 11, scope: !289)
!299 = !DILocation(line: 21, column: 14, scope: !289)
!300 = !DILocation(line: 20, column: 27, scope: !289)
!301 = !DILocation(line: 20, column: 3, scope: !289)
!302 = distinct !{!302, !292, !303, !56}
!303 = !DILocation(line: 21, column: 31, scope: !285)
!304 = !DILocalVariable(name: "i", scope: !305, file: !1, line: 22, type: !3)
!305 = distinct !DILexicalBlock(scope: !269, file: !1, line: 22, column: 3)
!306 = !DILocation(line: 22, column: 12, scope: !305)
!307 = !DILocation(line: 22, column: 8, scope: !305)
!308 = !DILocation(line: 22, column: 19, scope: !309)
!309 = distinct !DILexicalBlock(scope: !305, file: !1, line: 22, column: 3)
!310 = !DILocation(line: 22, column: 23, scope: !309)
!311 = !DILocation(line: 22, column: 21, scope: !309)
!312 = !DILocation(line: 22, column: 3, scope: !305)
!313 = !DILocation(line: 23, column: 14, scope: !314)
!314 = distinct !DILexicalBlock(scope: !309, file: !1, line: 22, column: 31)
!315 = !DILocation(line: 23, column: 5, scope: !314)
!316 = !DILocation(line: 23, column: 9, scope: !314)
!317 = !DILocation(line: 23, column: 12, scope: !314)
!318 = !DILocation(line: 24, column: 10, scope: !314)
!319 = !DILocation(line: 24, column: 16, scope: !314)
!320 = !DILocation(line: 24, column: 7, scope: !314)
!321 = !DILocation(line: 25, column: 3, scope: !314)
!322 = !DILocation(line: 22, column: 27, scope: !309)
!323 = !DILocation(line: 22, column: 3, scope: !309)
!324 = distinct !{!324, !312, !325, !56}
!325 = !DILocation(line: 25, column: 3, scope: !305)
!326 = !DILocalVariable(name: "i", scope: !327, file: !1, line: 26, type: !3)
!327 = distinct !DILexicalBlock(scope: !269, file: !1, line: 26, column: 3)
!328 = !DILocation(line: 26, column: 12, scope: !327)
!329 = !DILocation(line: 26, column: 8, scope: !327)
!330 = !DILocation(line: 26, column: 19, scope: !331)
!331 = distinct !DILexicalBlock(scope: !327, file: !1, line: 26, column: 3)
!332 = !DILocation(line: 26, column: 23, scope: !331)
!333 = !DILocation(line: 26, column: 21, scope: !331)
!334 = !DILocation(line: 26, column: 3, scope: !327)
!335 = !DILocation(line: 27, column: 9, scope: !336)
!336 = distinct !DILexicalBlock(scope: !331, file: !1, line: 27, column: 9)
!337 = !DILocation(line: 27, column: 15, scope: !336)
!338 = !DILocation(line: 27, column: 9, scope: !331)
!339 = !DILocation(line: 28, column: 21, scope: !336)
!340 = !DILocation(line: 28, column: 24, scope: !336)
!341 = !DILocation(line: 28, column: 7, scope: !336)
!342 = !DILocation(line: 28, column: 11, scope: !336)
!343 = !DILocation(line: 28, column: 15, scope: !336)
!344 = !DILocation(line: 28, column: 19, scope: !336)
!345 = !DILocation(line: 27, column: 16, scope: !336)
!346 = !DILocation(line: 26, column: 27, scope: !331)
!347 = !DILocation(line: 26, column: 3, scope: !331)
!348 = distinct !{!348, !334, !349, !56}
!349 = !DILocation(line: 28, column: 25, scope: !327)
!350 = !DILocation(line: 29, column: 15, scope: !269)
!351 = !DILocation(line: 29, column: 10, scope: !269)
!352 = !DILocation(line: 29, column: 3, scope: !269)
!353 = distinct !DISubprogram(name: "summed_area", scope: !1, file: !1, line: 32, type: !354, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!354 = !DISubroutineType(types: !355)
!355 = !{null, !3, !3, !15, !17}
!356 = !DILocalVariable(name: "h", arg: 1, scope: !353, file: !1, line: 32, type: !3)
!357 = !DILocation(line: 32, column: 29, scope: !353)
!358 = !DILocalVariable(name: "w", arg: 2, scope: !353, file: !1, line: 32, type: !3)
!359 = !DILocation(line: 32, column: 36, scope: !353)
!360 = !DILocalVariable(name: "img", arg: 3, scope: !353, file: !1, line: 32, type: !15)
!361 = !DILocation(line: 32, column: 50, scope: !353)
!362 = !DILocalVariable(name: "sat", arg: 4, scope: !353, file: !1, line: 32, type: !17)
!363 = !DILocation(line: 32, column: 61, scope: !353)
!364 = !DILocalVariable(name: "i", scope: !365, file: !1, line: 34, type: !3)
!365 = distinct !DILexicalBlock(scope: !353, file: !1, line: 34, column: 3)
!366 = !DILocation(line: 34, column: 12, scope: !365)
!367 = !DILocation(line: 34, column: 8, scope: !365)
!368 = !DILocation(line: 34, column: 19, scope: !369)
!369 = distinct !DILexicalBlock(scope: !365, file: !1, line: 34, column: 3)
!370 = !DILocation(line: 34, column: 23, scope: !369)
!371 = !DILocation(line: 34, column: 21, scope: !369)
!372 = !DILocation(line: 34, column: 3, scope: !365)
!373 = !DILocalVariable(name: "row", scope: !374, file: !1, line: 35, type: !18)
!374 = distinct !DILexicalBlock(scope: !369, file: !1, line: 34, column: 31)
!375 = !DILocation(line: 35, column: 10, scope: !374)
!376 = !DILocalVariable(name: "j", scope: !377, file: !1, line: 36, type: !3)
!377 = distinct !DILexicalBlock(scope: !374, file: !1, line: 36, column: 5)
!378 = !DILocation(line: 36, column: 14, scope: !377)
!379 = !DILocation(line: 36, column: 10, scope: !377)
!380 = !DILocation(line: 36, column: 21, scope: !381)
!381 = distinct !DILexicalBlock(scope: !377, file: !1, line: 36, column: 5)
!382 = !DILocation(line: 36, column: 25, scope: !381)
!383 = !DILocation(line: 36, column: 23, scope: !381)
!384 = !DILocation(line: 36, column: 5, scope: !377)
!385 = !DILocation(line: 37, column: 14, scope: !386)
!386 = distinct !DILexicalBlock(scope: !381, file: !1, line: 36, column: 33)
!387 = !DILocation(line: 37, column: 18, scope: !386)
!388 = !DILocation(line: 37, column: 22, scope: !386)
!389 = !DILocation(line: 37, column: 20, scope: !386)
!390 = !DILocation(line: 37, column: 26, scope: !386)
!391 = !DILocation(line: 37, column: 24, scope: !386)
!392 = !DILocation(line: 37, column: 11, scope: !386)
!393 = !DILocation(line: 38, column: 24, scope: !386)
!394 = !DILocation(line: 38, column: 31, scope: !386)
!395 = !DILocation(line: 38, column: 33, scope: !386)
!396 = !DILocation(line: 38, column: 39, scope: !386)
!397 = !DILocation(line: 38, column: 44, scope: !386)
!398 = !DILocation(line: 38, column: 46, scope: !386)
!399 = !DILocation(line: 38, column: 53, scope: !386)
!400 = !DILocation(line: 38, column: 51, scope: !386)
!401 = !DILocation(line: 38, column: 57, scope: !386)
!402 = !DILocation(line: 38, column: 55, scope: !386)
!403 = !DILocation(line: 38, column: 28, scope: !386)
!404 = !DILocation(line: 38, column: 7, scope: !386)
!405 = !DILocation(line: 38, column: 11, scope: !386)
!406 = !DILocation(line: 38, column: 15, scope: !386)
!407 = !DILocation(line: 38, column: 13, scope: !386)
!408 = !DILocation(line: 38, column: 19, scope: !386)
!409 = !DILocation(line: 38, column: 17, scope: !386)
!410 = !DILocation(line: 38, column: 22, scope: !386)
!411 = !DILocation(line: 39, column: 5, scope: !386)
!412 = !DILocation(line: 36, column: 29, scope: !381)
!413 = !DILocation(line: 36, column: 5, scope: !381)
!414 = distinct !{!414, !384, !415, !56}
!415 = !DILocation(line: 39, column: 5, scope: !377)
!416 = !DILocation(line: 40, column: 3, scope: !374)
!417 = !DILocation(line: 34, column: 27, scope: !369)
!418 = !DILocation(line: 34, column: 3, scope: !369)
!419 = distinct !{!419, !372, !420, !56}
!420 = !DILocation(line: 40, column: 3, scope: !365)
!421 = !DILocation(line: 41, column: 1, scope: !353)
!422 = distinct !DISubprogram(name: "box", scope: !1, file: !1, line: 43, type: !423, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!423 = !DISubroutineType(types: !424)
!424 = !{!18, !3, !425, !3, !3, !3, !3}
!425 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !426, size: 64)
!426 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!427 = !DILocalVariable(name: "w", arg: 1, scope: !422, file: !1, line: 43, type: !3)
!428 = !DILocation(line: 43, column: 21, scope: !422)
!429 = !DILocalVariable(name: "sat", arg: 2, scope: !422, file: !1, line: 43, type: !425)
!430 = !DILocation(line: 43, column: 36, scope: !422)
!431 = !DILocalVariable(name: "i0", arg: 3, scope: !422, file: !1, line: 43, type: !3)
!432 = !DILocation(line: 43, column: 45, scope: !422)
!433 = !DILocalVariable(name: "j0", arg: 4, scope: !422, file: !1, line: 43, type: !3)
!434 = !DILocation(line: 43, column: 53, scope: !422)
!435 = !DILocalVariable(name: "i1", arg: 5, scope: !422, file: !1, line: 43, type: !3)
!436 = !DILocation(line: 43, column: 61, scope: !422)
!437 = !DILocalVariable(name: "j1", arg: 6, scope: !422, file: !1, line: 43, type: !3)
!438 = !DILocation(line: 43, column: 69, scope: !422)
!439 = !DILocalVariable(name: "s", scope: !422, file: !1, line: 45, type: !18)
!440 = !DILocation(line: 45, column: 8, scope: !422)
!441 = !DILocation(line: 45, column: 12, scope: !422)
!442 = !DILocation(line: 45, column: 16, scope: !422)
!443 = !DILocation(line: 45, column: 21, scope: !422)
!444 = !DILocation(line: 45, column: 19, scope: !422)
!445 = !DILocation(line: 45, column: 25, scope: !422)
!446 = !DILocation(line: 45, column: 23, scope: !422)
!447 = !DILocation(line: 46, column: 7, scope: !448)
!448 = distinct !DILexicalBlock(scope: !422, file: !1, line: 46, column: 7)
!449 = !DILocation(line: 46, column: 10, scope: !448)
!450 = !DILocation(line: 46, column: 7, scope: !422)
!451 = !DILocation(line: 46, column: 20, scope: !448)
!452 = !DILocation(line: 46, column: 25, scope: !448)
!453 = !DILocation(line: 46, column: 28, scope: !448)
!454 = !DILocation(line: 46, column: 35, scope: !448)
!455 = !DILocation(line: 46, column: 33, scope: !448)
!456 = !DILocation(line: 46, column: 39, scope: !448)
!457 = !DILocation(line: 46, column: 37, scope: !448)
!458 = !DILocation(line: 46, column: 17, scope: !448)
!459 = !DILocation(line: 46, column: 15, scope: !448)
!460 = !DILocation(line: 47, column: 7, scope: !461)
!461 = distinct !DILexicalBlock(scope: !422, file: !1, line: 47, column: 7)
!462 = !DILocation(line: 47, column: 10, scope: !461)
!463 = !DILocation(line: 47, column: 7, scope: !422)
!464 = !DILocation(line: 47, column: 20, scope: !461)
!465 = !DILocation(line: 47, column: 24, scope: !461)
!466 = !DILocation(line: 47, column: 29, scope: !461)
!467 = !DILocation(line: 47, column: 27, scope: !461)
!468 = !DILocation(line: 47, column: 33, scope: !461)
!469 = !DILocation(line: 47, column: 31, scope: !461)
!470 = !DILocation(line: 47, column: 36, scope: !461)
!471 = !DILocation(line: 47, column: 17, scope: !461)
!472 = !DILocation(line: 47, column: 15, scope: !461)
!473 = !DILocation(line: 48, column: 7, scope: !474)
!474 = distinct !DILexicalBlock(scope: !422, file: !1, line: 48, column: 7)
!475 = !DILocation(line: 48, column: 10, scope: !474)
!476 = !DILocation(line: 48, column: 14, scope: !474)
!477 = !DILocation(line: 48, column: 17, scope: !474)
!478 = !DILocation(line: 48, column: 20, scope: !474)
!479 = !DILocation(line: 48, column: 7, scope: !422)
!480 = !DILocation(line: 48, column: 30, scope: !474)
!481 = !DILocation(line: 48, column: 35, scope: !474)
!482 = !DILocation(line: 48, column: 38, scope: !474)
!483 = !DILocation(line: 48, column: 45, scope: !474)
!484 = !DILocation(line: 48, column: 43, scope: !474)
!485 = !DILocation(line: 48, column: 49, scope: !474)
!486 = !DILocation(line: 48, column: 47, scope: !474)
!487 = !DILocation(line: 48, column: 52, scope: !474)
!488 = !DILocation(line: 48, column: 27, scope: !474)
!489 = !DILocation(line: 48, column: 25, scope: !474)
!490 = !DILocation(line: 49, column: 10, scope: !422)
!491 = !DILocation(line: 49, column: 3, scope: !422)
