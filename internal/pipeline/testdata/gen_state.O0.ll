; ModuleID = 'gen_state.c'
source_filename = "gen_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rng_t = type { i64 }

@__const.main.g = private unnamed_addr constant %struct.rng_t { i64 88172645463325252 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.rng_t, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %21 = load i32, i32* %4, align 4, !dbg !24
  %22 = icmp sgt i32 %21, 1, !dbg !25
  br i1 %22, label %23, label %28, !dbg !24

23:                                               ; preds = %2
  %24 = load i8**, i8*** %5, align 8, !dbg !26
  %25 = getelementptr inbounds i8*, i8** %24, i64 1, !dbg !26
  %26 = load i8*, i8** %25, align 8, !dbg !26
  %27 = call i32 @atoi(i8* noundef %26) #5, !dbg !27
  br label %29, !dbg !24

28:                                               ; preds = %2
  br label %29, !dbg !24

29:                                               ; preds = %28, %23
  %30 = phi i32 [ %27, %23 ], [ 20000, %28 ], !dbg !24
  store i32 %30, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %31 = load i32, i32* %4, align 4, !dbg !30
  %32 = icmp sgt i32 %31, 2, !dbg !31
  br i1 %32, label %33, label %38, !dbg !30

33:                                               ; preds = %29
  %34 = load i8**, i8*** %5, align 8, !dbg !32
  %35 = getelementptr inbounds i8*, i8** %34, i64 2, !dbg !32
  %36 = load i8*, i8** %35, align 8, !dbg !32
  %37 = call i32 @atoi(i8* noundef %36) #5, !dbg !33
  br label %39, !dbg !30

38:                                               ; preds = %29
  br label %39, !dbg !30

39:                                               ; preds = %38, %33
  %40 = phi i32 [ %37, %33 ], [ 3, %38 ], !dbg !30
  store i32 %40, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata double** %8, metadata !34, metadata !DIExpression()), !dbg !37
  %41 = load i32, i32* %6, align 4, !dbg !38
  %42 = sext i32 %41 to i64, !dbg !38
  %43 = mul i64 8, %42, !dbg !39
  %44 = call noalias i8* @malloc(i64 noundef %43) #6, !dbg !40
  %45 = bitcast i8* %44 to double*, !dbg !40
  store double* %45, double** %8, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata i32** %9, metadata !41, metadata !DIExpression()), !dbg !43
  %46 = load i32, i32* %6, align 4, !dbg !44
  %47 = sext i32 %46 to i64, !dbg !44
  %48 = call noalias i8* @calloc(i64 noundef %47, i64 noundef 4) #6, !dbg !45
  %49 = bitcast i8* %48 to i32*, !dbg !45
  store i32* %49, i32** %9, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %10, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %10, align 4, !dbg !48
  br label %50, !dbg !49

50:                                               ; preds = %61, %39
  %51 = load i32, i32* %10, align 4, !dbg !50
  %52 = load i32, i32* %6, align 4, !dbg !52
  %53 = icmp slt i32 %51, %52, !dbg !53
  br i1 %53, label %54, label %64, !dbg !54

54:                                               ; preds = %50
  %55 = load i32, i32* %10, align 4, !dbg !55
  %56 = sitofp i32 %55 to double, !dbg !55
  %57 = load double*, double** %8, align 8, !dbg !56
  %58 = load i32, i32* %10, align 4, !dbg !57
  %59 = sext i32 %58 to i64, !dbg !56
  %60 = getelementptr inbounds double, double* %57, i64 %59, !dbg !56
  store double %56, double* %60, align 8, !dbg !58
  br label %61, !dbg !56

61:                                               ; preds = %54
  %62 = load i32, i32* %10, align 4, !dbg !59
  %63 = add nsw i32 %62, 1, !dbg !59
  store i32 %63, i32* %10, align 4, !dbg !59
  br label %50, !dbg !60, !llvm.loop !61

64:                                               ; preds = %50
  call void @llvm.dbg.declare(metadata double* %11, metadata !64, metadata !DIExpression()), !dbg !65
  store double 0.000000e+00, double* %11, align 8, !dbg !65
  call void @llvm.dbg.declare(metadata i32* %12, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 1, i32* %12, align 4, !dbg !68
  call void @llvm.dbg.declare(metadata i32* %13, metadata !69, metadata !DIExpression()), !dbg !71
  store i32 0, i32* %13, align 4, !dbg !71
  br label %65, !dbg !72

65:                                               ; preds = %83, %64
  %66 = load i32, i32* %13, align 4, !dbg !73
  %67 = load i32, i32* %6, align 4, !dbg !75
  %68 = icmp slt i32 %66, %67, !dbg !76
  br i1 %68, label %69, label %86, !dbg !77

69:                                               ; preds = %65
  %70 = load i32, i32* %12, align 4, !dbg !78
  %71 = mul i32 %70, 1103515245, !dbg !80
  %72 = add i32 %71, 12345, !dbg !81
  store i32 %72, i32* %12, align 4, !dbg !82
  %73 = load double*, double** %8, align 8, !dbg !83
  %74 = load i32, i32* %12, align 4, !dbg !84
  %75 = lshr i32 %74, 8, !dbg !85
  %76 = load i32, i32* %6, align 4, !dbg !86
  %77 = urem i32 %75, %76, !dbg !87
  %78 = zext i32 %77 to i64, !dbg !83
  %79 = getelementptr inbounds double, double* %73, i64 %78, !dbg !83
  %80 = load double, double* %79, align 8, !dbg !83
  %81 = load double, double* %11, align 8, !dbg !88
  %82 = fadd double %81, %80, !dbg !88
  store double %82, double* %11, align 8, !dbg !88
  br label %83, !dbg !89

83:                                               ; preds = %69
  %84 = load i32, i32* %13, align 4, !dbg !90
  %85 = add nsw i32 %84, 1, !dbg !90
  store i32 %85, i32* %13, align 4, !dbg !90
  br label %65, !dbg !91, !llvm.loop !92

86:                                               ; preds = %65
  call void @llvm.dbg.declare(metadata i32* %14, metadata !94, metadata !DIExpression()), !dbg !96
  store i32 0, i32* %14, align 4, !dbg !96
  br label %87, !dbg !97

87:                                               ; preds = %112, %86
  %88 = load i32, i32* %14, align 4, !dbg !98
  %89 = load i32, i32* %7, align 4, !dbg !100
  %90 = icmp slt i32 %88, %89, !dbg !101
  br i1 %90, label %91, label %115, !dbg !102

91:                                               ; preds = %87
  call void @llvm.dbg.declare(metadata i32* %15, metadata !103, metadata !DIExpression()), !dbg !105
  store i32 0, i32* %15, align 4, !dbg !105
  br label %92, !dbg !106

92:                                               ; preds = %108, %91
  %93 = load i32, i32* %15, align 4, !dbg !107
  %94 = load i32, i32* %6, align 4, !dbg !109
  %95 = icmp slt i32 %93, %94, !dbg !110
  br i1 %95, label %96, label %111, !dbg !111

96:                                               ; preds = %92
  %97 = load i32, i32* %12, align 4, !dbg !112
  %98 = mul i32 %97, 1664525, !dbg !114
  %99 = add i32 %98, 1013904223, !dbg !115
  store i32 %99, i32* %12, align 4, !dbg !116
  %100 = load i32*, i32** %9, align 8, !dbg !117
  %101 = load i32, i32* %12, align 4, !dbg !118
  %102 = load i32, i32* %6, align 4, !dbg !119
  %103 = urem i32 %101, %102, !dbg !120
  %104 = zext i32 %103 to i64, !dbg !117
  %105 = getelementptr inbounds i32, i32* %100, i64 %104, !dbg !117
  %106 = load i32, i32* %105, align 4, !dbg !121
  %107 = add nsw i32 %106, 1, !dbg !121
  store i32 %107, i32* %105, align 4, !dbg !121
  br label %108, !dbg !122

108:                                              ; preds = %96
  %109 = load i32, i32* %15, align 4, !dbg !123
  %110 = add nsw i32 %109, 2, !dbg !123
  store i32 %110, i32* %15, align 4, !dbg !123
  br label %92, !dbg !124, !llvm.loop !125

111:                                              ; preds = %92
  br label %112, !dbg !126

112:                                              ; preds = %111
  %113 = load i32, i32* %14, align 4, !dbg !127
  %114 = add nsw i32 %113, 1, !dbg !127
  store i32 %114, i32* %14, align 4, !dbg !127
  br label %87, !dbg !128, !llvm.loop !129

115:                                              ; preds = %87
  call void @llvm.dbg.declare(metadata %struct.rng_t* %16, metadata !131, metadata !DIExpression()), !dbg !137
  %116 = bitcast %struct.rng_t* %16 to i8*, !dbg !137
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %116, i8* align 8 bitcast (%struct.rng_t* @__const.main.g to i8*), i64 8, i1 false), !dbg !137
  call void @llvm.dbg.declare(metadata i32* %17, metadata !138, metadata !DIExpression()), !dbg !140
  store i32 1, i32* %17, align 4, !dbg !140
  br label %117, !dbg !141

117:                                              ; preds = %140, %115
  %118 = load i32, i32* %17, align 4, !dbg !142
  %119 = load i32, i32* %6, align 4, !dbg !144
  %120 = icmp slt i32 %118, %119, !dbg !145
  br i1 %120, label %121, label %143, !dbg !146

121:                                              ; preds = %117
  call void @llvm.dbg.declare(metadata i32* %18, metadata !147, metadata !DIExpression()), !dbg !149
  store i32 0, i32* %18, align 4, !dbg !149
  br label %122, !dbg !150

122:                                              ; preds = %136, %121
  %123 = load i32, i32* %18, align 4, !dbg !151
  %124 = load i32, i32* %17, align 4, !dbg !153
  %125 = icmp slt i32 %123, %124, !dbg !154
  br i1 %125, label %126, label %139, !dbg !155

126:                                              ; preds = %122
  %127 = load double*, double** %8, align 8, !dbg !156
  %128 = call i64 @next(%struct.rng_t* noundef %16), !dbg !157
  %129 = load i32, i32* %17, align 4, !dbg !158
  %130 = sext i32 %129 to i64, !dbg !158
  %131 = urem i64 %128, %130, !dbg !159
  %132 = getelementptr inbounds double, double* %127, i64 %131, !dbg !156
  %133 = load double, double* %132, align 8, !dbg !156
  %134 = load double, double* %11, align 8, !dbg !160
  %135 = fadd double %134, %133, !dbg !160
  store double %135, double* %11, align 8, !dbg !160
  br label %136, !dbg !161

136:                                              ; preds = %126
  %137 = load i32, i32* %18, align 4, !dbg !162
  %138 = add nsw i32 %137, 1, !dbg !162
  store i32 %138, i32* %18, align 4, !dbg !162
  br label %122, !dbg !163, !llvm.loop !164

139:                                              ; preds = %122
  br label %140, !dbg !165

140:                                              ; preds = %139
  %141 = load i32, i32* %17, align 4, !dbg !166
  %142 = mul nsw i32 %141, 2, !dbg !166
  store i32 %142, i32* %17, align 4, !dbg !166
  br label %117, !dbg !167, !llvm.loop !168

143:                                              ; preds = %117
  call void @llvm.dbg.declare(metadata i64* %19, metadata !170, metadata !DIExpression()), !dbg !172
  store i64 0, i64* %19, align 8, !dbg !172
  call void @llvm.dbg.declare(metadata i32* %20, metadata !173, metadata !DIExpression()), !dbg !175
  store i32 0, i32* %20, align 4, !dbg !175
  br label %144, !dbg !176

144:                                              ; preds = %157, %143
  %145 = load i32, i32* %20, align 4, !dbg !177
  %146 = load i32, i32* %6, align 4, !dbg !179
  %147 = icmp slt i32 %145, %146, !dbg !180
  br i1 %147, label %148, label %160, !dbg !181

148:                                              ; preds = %144
  %149 = load i32*, i32** %9, align 8, !dbg !182
  %150 = load i32, i32* %20, align 4, !dbg !183
  %151 = sext i32 %150 to i64, !dbg !182
  %152 = getelementptr inbounds i32, i32* %149, i64 %151, !dbg !182
  %153 = load i32, i32* %152, align 4, !dbg !182
  %154 = sext i32 %153 to i64, !dbg !182
  %155 = load i64, i64* %19, align 8, !dbg !184
  %156 = add nsw i64 %155, %154, !dbg !184
  store i64 %156, i64* %19, align 8, !dbg !184
  br label %157, !dbg !185

157:                                              ; preds = %148
  %158 = load i32, i32* %20, align 4, !dbg !186
  %159 = add nsw i32 %158, 1, !dbg !186
  store i32 %159, i32* %20, align 4, !dbg !186
  br label %144, !dbg !187, !llvm.loop !188

160:                                              ; preds = %144
  %161 = load i32*, i32** %9, align 8, !dbg !190
  %162 = bitcast i32* %161 to i8*, !dbg !190
  call void @free(i8* noundef %162) #6, !dbg !191
  %163 = load double*, double** %8, align 8, !dbg !192
  %164 = bitcast double* %163 to i8*, !dbg !192
  call void @free(i8* noundef %164) #6, !dbg !193
  %165 = load double, double* %11, align 8, !dbg !194
  %166 = load i64, i64* %19, align 8, !dbg !195
  %167 = sitofp i64 %166 to double, !dbg !195
  %168 = fadd double %165, %167, !dbg !196
  %169 = fcmp ogt double %168, 1.000000e+00, !dbg !197
  %170 = zext i1 %169 to i64, !dbg !198
  %171 = select i1 %169, i32 0, i32 1, !dbg !198
  ret i32 %171, !dbg !199
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @next(%struct.rng_t* noundef %0) #0 !dbg !200 {
  %2 = alloca %struct.rng_t*, align 8
  store %struct.rng_t* %0, %struct.rng_t** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.rng_t** %2, metadata !204, metadata !DIExpression()), !dbg !205
  %3 = load %struct.rng_t*, %struct.rng_t** %2, align 8, !dbg !206
  %4 = getelementptr inbounds %struct.rng_t, %struct.rng_t* %3, i32 0, i32 0, !dbg !207
  %5 = load i64, i64* %4, align 8, !dbg !207
  %6 = shl i64 %5, 13, !dbg !208
  %7 = load %struct.rng_t*, %struct.rng_t** %2, align 8, !dbg !209
  %8 = getelementptr inbounds %struct.rng_t, %struct.rng_t* %7, i32 0, i32 0, !dbg !210
  %9 = load i64, i64* %8, align 8, !dbg !211
  %10 = xor i64 %9, %6, !dbg !211
  store i64 %10, i64* %8, align 8, !dbg !211
  %11 = load %struct.rng_t*, %struct.rng_t** %2, align 8, !dbg !212
  %12 = getelementptr inbounds %struct.rng_t, %struct.rng_t* %11, i32 0, i32 0, !dbg !213
  %13 = load i64, i64* %12, align 8, !dbg !213
  %14 = lshr i64 %13, 7, !dbg !214
  %15 = load %struct.rng_t*, %struct.rng_t** %2, align 8, !dbg !215
  %16 = getelementptr inbounds %struct.rng_t, %struct.rng_t* %15, i32 0, i32 0, !dbg !216
  %17 = load i64, i64* %16, align 8, !dbg !217
  %18 = xor i64 %17, %14, !dbg !217
  store i64 %18, i64* %16, align 8, !dbg !217
  %19 = load %struct.rng_t*, %struct.rng_t** %2, align 8, !dbg !218
  %20 = getelementptr inbounds %struct.rng_t, %struct.rng_t* %19, i32 0, i32 0, !dbg !219
  %21 = load i64, i64* %20, align 8, !dbg !219
  %22 = shl i64 %21, 17, !dbg !220
  %23 = load %struct.rng_t*, %struct.rng_t** %2, align 8, !dbg !221
  %24 = getelementptr inbounds %struct.rng_t, %struct.rng_t* %23, i32 0, i32 0, !dbg !222
  %25 = load i64, i64* %24, align 8, !dbg !223
  %26 = xor i64 %25, %22, !dbg !223
  store i64 %26, i64* %24, align 8, !dbg !223
  %27 = load %struct.rng_t*, %struct.rng_t** %2, align 8, !dbg !224
  %28 = getelementptr inbounds %struct.rng_t, %struct.rng_t* %27, i32 0, i32 0, !dbg !225
  %29 = load i64, i64* %28, align 8, !dbg !225
  ret i64 %29, !dbg !226
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gen_state.c", directory: "/work/lcgwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "8a361f7824214ed86a831e6b581919b0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 14, type: !13)
!19 = !DILocation(line: 14, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 14, type: !14)
!21 = !DILocation(line: 14, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 15, type: !13)
!23 = !DILocation(line: 15, column: 7, scope: !10)
!24 = !DILocation(line: 15, column: 11, scope: !10)
!25 = !DILocation(line: 15, column: 16, scope: !10)
!26 = !DILocation(line: 15, column: 27, scope: !10)
!27 = !DILocation(line: 15, column: 22, scope: !10)
!28 = !DILocalVariable(name: "rounds", scope: !10, file: !1, line: 16, type: !13)
!29 = !DILocation(line: 16, column: 7, scope: !10)
!30 = !DILocation(line: 16, column: 16, scope: !10)
!31 = !DILocation(line: 16, column: 21, scope: !10)
!32 = !DILocation(line: 16, column: 32, scope: !10)
!33 = !DILocation(line: 16, column: 27, scope: !10)
!34 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 17, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DILocation(line: 17, column: 11, scope: !10)
!38 = !DILocation(line: 17, column: 39, scope: !10)
!39 = !DILocation(line: 17, column: 37, scope: !10)
!40 = !DILocation(line: 17, column: 15, scope: !10)
!41 = !DILocalVariable(name: "h", scope: !10, file: !1, line: 18, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!43 = !DILocation(line: 18, column: 8, scope: !10)
!44 = !DILocation(line: 18, column: 19, scope: !10)
!45 = !DILocation(line: 18, column: 12, scope: !10)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 19, type: !13)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!48 = !DILocation(line: 19, column: 12, scope: !47)
!49 = !DILocation(line: 19, column: 8, scope: !47)
!50 = !DILocation(line: 19, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 19, column: 3)
!52 = !DILocation(line: 19, column: 23, scope: !51)
!53 = !DILocation(line: 19, column: 21, scope: !51)
!54 = !DILocation(line: 19, column: 3, scope: !47)
!55 = !DILocation(line: 19, column: 38, scope: !51)
!56 = !DILocation(line: 19, column: 31, scope: !51)
!57 = !DILocation(line: 19, column: 33, scope: !51)
!58 = !DILocation(line: 19, column: 36, scope: !51)
!59 = !DILocation(line: 19, column: 27, scope: !51)
!60 = !DILocation(line: 19, column: 3, scope: !51)
!61 = distinct !{!61, !54, !62, !63}
!62 = !DILocation(line: 19, column: 38, scope: !47)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 20, type: !36)
!65 = !DILocation(line: 20, column: 10, scope: !10)
!66 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 22, type: !67)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !DILocation(line: 22, column: 12, scope: !10)
!69 = !DILocalVariable(name: "i", scope: !70, file: !1, line: 23, type: !13)
!70 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 3)
!71 = !DILocation(line: 23, column: 12, scope: !70)
!72 = !DILocation(line: 23, column: 8, scope: !70)
!73 = !DILocation(line: 23, column: 19, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !1, line: 23, column: 3)
!75 = !DILocation(line: 23, column: 23, scope: !74)
!76 = !DILocation(line: 23, column: 21, scope: !74)
!77 = !DILocation(line: 23, column: 3, scope: !70)
!78 = !DILocation(line: 24, column: 9, scope: !79)
!79 = distinct !DILexicalBlock(scope: !74, file: !1, line: 23, column: 31)
!80 = !DILocation(line: 24, column: 11, scope: !79)
!81 = !DILocation(line: 24, column: 25, scope: !79)
!82 = !DILocation(line: 24, column: 7, scope: !79)
!83 = !DILocation(line: 25, column: 12, scope: !79)
!84 = !DILocation(line: 25, column: 15, scope: !79)
!85 = !DILocation(line: 25, column: 17, scope: !79)
!86 = !DILocation(line: 25, column: 25, scope: !79)
!87 = !DILocation(line: 25, column: 23, scope: !79)
!88 = !DILocation(line: 25, column: 9, scope: !79)
!89 = !DILocation(line: 26, column: 3, scope: !79)
!90 = !DILocation(line: 23, column: 27, scope: !74)
!91 = !DILocation(line: 23, column: 3, scope: !74)
!92 = distinct !{!92, !77, !93, !63}
!93 = !DILocation(line: 26, column: 3, scope: !70)
!94 = !DILocalVariable(name: "r", scope: !95, file: !1, line: 28, type: !13)
!95 = distinct !DILexicalBlock(scope: !10, file: !1, line: 28, column: 3)
!96 = !DILocation(line: 28, column: 12, scope: !95)
!97 = !DILocation(line: 28, column: 8, scope: !95)
!98 = !DILocation(line: 28, column: 19, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !1, line: 28, column: 3)
!100 = !DILocation(line: 28, column: 23, scope: !99)
!101 = !DILocation(line: 28, column: 21, scope: !99)
!102 = !DILocation(line: 28, column: 3, scope: !95)
!103 = !DILocalVariable(name: "i", scope: !104, file: !1, line: 29, type: !13)
!104 = distinct !DILexicalBlock(scope: !99, file: !1, line: 29, column: 5)
!105 = !DILocation(line: 29, column: 14, scope: !104)
!106 = !DILocation(line: 29, column: 10, scope: !104)
!107 = !DILocation(line: 29, column: 21, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 29, column: 5)
!109 = !DILocation(line: 29, column: 25, scope: !108)
!110 = !DILocation(line: 29, column: 23, scope: !108)
!111 = !DILocation(line: 29, column: 5, scope: !104)
!112 = !DILocation(line: 30, column: 11, scope: !113)
!113 = distinct !DILexicalBlock(scope: !108, file: !1, line: 29, column: 36)
!114 = !DILocation(line: 30, column: 13, scope: !113)
!115 = !DILocation(line: 30, column: 24, scope: !113)
!116 = !DILocation(line: 30, column: 9, scope: !113)
!117 = !DILocation(line: 31, column: 7, scope: !113)
!118 = !DILocation(line: 31, column: 9, scope: !113)
!119 = !DILocation(line: 31, column: 13, scope: !113)
!120 = !DILocation(line: 31, column: 11, scope: !113)
!121 = !DILocation(line: 31, column: 15, scope: !113)
!122 = !DILocation(line: 32, column: 5, scope: !113)
!123 = !DILocation(line: 29, column: 30, scope: !108)
!124 = !DILocation(line: 29, column: 5, scope: !108)
!125 = distinct !{!125, !111, !126, !63}
!126 = !DILocation(line: 32, column: 5, scope: !104)
!127 = !DILocation(line: 28, column: 32, scope: !99)
!128 = !DILocation(line: 28, column: 3, scope: !99)
!129 = distinct !{!129, !102, !130, !63}
!130 = !DILocation(line: 32, column: 5, scope: !95)
!131 = !DILocalVariable(name: "g", scope: !10, file: !1, line: 34, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "rng_t", file: !1, line: 5, baseType: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 5, size: 64, elements: !134)
!134 = !{!135}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !133, file: !1, line: 5, baseType: !136, size: 64)
!136 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!137 = !DILocation(line: 34, column: 9, scope: !10)
!138 = !DILocalVariable(name: "m", scope: !139, file: !1, line: 35, type: !13)
!139 = distinct !DILexicalBlock(scope: !10, file: !1, line: 35, column: 3)
!140 = !DILocation(line: 35, column: 12, scope: !139)
!141 = !DILocation(line: 35, column: 8, scope: !139)
!142 = !DILocation(line: 35, column: 19, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !1, line: 35, column: 3)
!144 = !DILocation(line: 35, column: 23, scope: !143)
!145 = !DILocation(line: 35, column: 21, scope: !143)
!146 = !DILocation(line: 35, column: 3, scope: !139)
!147 = !DILocalVariable(name: "i", scope: !148, file: !1, line: 36, type: !13)
!148 = distinct !DILexicalBlock(scope: !143, file: !1, line: 36, column: 5)
!149 = !DILocation(line: 36, column: 14, scope: !148)
!150 = !DILocation(line: 36, column: 10, scope: !148)
!151 = !DILocation(line: 36, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !1, line: 36, column: 5)
!153 = !DILocation(line: 36, column: 25, scope: !152)
!154 = !DILocation(line: 36, column: 23, scope: !152)
!155 = !DILocation(line: 36, column: 5, scope: !148)
!156 = !DILocation(line: 37, column: 14, scope: !152)
!157 = !DILocation(line: 37, column: 16, scope: !152)
!158 = !DILocation(line: 37, column: 27, scope: !152)
!159 = !DILocation(line: 37, column: 25, scope: !152)
!160 = !DILocation(line: 37, column: 11, scope: !152)
!161 = !DILocation(line: 37, column: 7, scope: !152)
!162 = !DILocation(line: 36, column: 29, scope: !152)
!163 = !DILocation(line: 36, column: 5, scope: !152)
!164 = distinct !{!164, !155, !165, !63}
!165 = !DILocation(line: 37, column: 28, scope: !148)
!166 = !DILocation(line: 35, column: 28, scope: !143)
!167 = !DILocation(line: 35, column: 3, scope: !143)
!168 = distinct !{!168, !146, !169, !63}
!169 = !DILocation(line: 37, column: 28, scope: !139)
!170 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 38, type: !171)
!171 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!172 = !DILocation(line: 38, column: 8, scope: !10)
!173 = !DILocalVariable(name: "i", scope: !174, file: !1, line: 39, type: !13)
!174 = distinct !DILexicalBlock(scope: !10, file: !1, line: 39, column: 3)
!175 = !DILocation(line: 39, column: 12, scope: !174)
!176 = !DILocation(line: 39, column: 8, scope: !174)
!177 = !DILocation(line: 39, column: 19, scope: !178)
!178 = distinct !DILexicalBlock(scope: !174, file: !1, line: 39, column: 3)
!179 = !DILocation(line: 39, column: 23, scope: !178)
!180 = !DILocation(line: 39, column: 21, scope: !178)
!181 = !DILocation(line: 39, column: 3, scope: !174)
!182 = !DILocation(line: 39, column: 36, scope: !178)
!183 = !DILocation(line: 39, column: 38, scope: !178)
!184 = !DILocation(line: 39, column: 33, scope: !178)
!185 = !DILocation(line: 39, column: 31, scope: !178)
!186 = !DILocation(line: 39, column: 27, scope: !178)
!187 = !DILocation(line: 39, column: 3, scope: !178)
!188 = distinct !{!188, !181, !189, !63}
!189 = !DILocation(line: 39, column: 39, scope: !174)
!190 = !DILocation(line: 40, column: 8, scope: !10)
!191 = !DILocation(line: 40, column: 3, scope: !10)
!192 = !DILocation(line: 41, column: 8, scope: !10)
!193 = !DILocation(line: 41, column: 3, scope: !10)
!194 = !DILocation(line: 42, column: 11, scope: !10)
!195 = !DILocation(line: 42, column: 17, scope: !10)
!196 = !DILocation(line: 42, column: 15, scope: !10)
!197 = !DILocation(line: 42, column: 20, scope: !10)
!198 = !DILocation(line: 42, column: 10, scope: !10)
!199 = !DILocation(line: 42, column: 3, scope: !10)
!200 = distinct !DISubprogram(name: "next", scope: !1, file: !1, line: 7, type: !201, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!201 = !DISubroutineType(types: !202)
!202 = !{!136, !203}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!204 = !DILocalVariable(name: "r", arg: 1, scope: !200, file: !1, line: 7, type: !203)
!205 = !DILocation(line: 7, column: 39, scope: !200)
!206 = !DILocation(line: 8, column: 11, scope: !200)
!207 = !DILocation(line: 8, column: 14, scope: !200)
!208 = !DILocation(line: 8, column: 16, scope: !200)
!209 = !DILocation(line: 8, column: 3, scope: !200)
!210 = !DILocation(line: 8, column: 6, scope: !200)
!211 = !DILocation(line: 8, column: 8, scope: !200)
!212 = !DILocation(line: 9, column: 11, scope: !200)
!213 = !DILocation(line: 9, column: 14, scope: !200)
!214 = !DILocation(line: 9, column: 16, scope: !200)
!215 = !DILocation(line: 9, column: 3, scope: !200)
!216 = !DILocation(line: 9, column: 6, scope: !200)
!217 = !DILocation(line: 9, column: 8, scope: !200)
!218 = !DILocation(line: 10, column: 11, scope: !200)
!219 = !DILocation(line: 10, column: 14, scope: !200)
!220 = !DILocation(line: 10, column: 16, scope: !200)
!221 = !DILocation(line: 10, column: 3, scope: !200)
!222 = !DILocation(line: 10, column: 6, scope: !200)
!223 = !DILocation(line: 10, column: 8, scope: !200)
!224 = !DILocation(line: 11, column: 10, scope: !200)
!225 = !DILocation(line: 11, column: 13, scope: !200)
!226 = !DILocation(line: 11, column: 3, scope: !200)
