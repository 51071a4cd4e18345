; ModuleID = 'redblack.c'
source_filename = "redblack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %17 = load i32, i32* %4, align 4, !dbg !28
  %18 = icmp sgt i32 %17, 1, !dbg !29
  br i1 %18, label %19, label %24, !dbg !28

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !30
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !30
  %22 = load i8*, i8** %21, align 8, !dbg !30
  %23 = call i32 @atoi(i8* noundef %22) #5, !dbg !31
  br label %25, !dbg !28

24:                                               ; preds = %2
  br label %25, !dbg !28

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 40, %24 ], !dbg !28
  store i32 %26, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %27 = load i32, i32* %4, align 4, !dbg !34
  %28 = icmp sgt i32 %27, 2, !dbg !35
  br i1 %28, label %29, label %34, !dbg !34

29:                                               ; preds = %25
  %30 = load i8**, i8*** %5, align 8, !dbg !36
  %31 = getelementptr inbounds i8*, i8** %30, i64 2, !dbg !36
  %32 = load i8*, i8** %31, align 8, !dbg !36
  %33 = call i32 @atoi(i8* noundef %32) #5, !dbg !37
  br label %35, !dbg !34

34:                                               ; preds = %25
  br label %35, !dbg !34

35:                                               ; preds = %34, %29
  %36 = phi i32 [ %33, %29 ], [ 4, %34 ], !dbg !34
  store i32 %36, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata double** %8, metadata !38, metadata !DIExpression()), !dbg !41
  %37 = load i32, i32* %6, align 4, !dbg !42
  %38 = sext i32 %37 to i64, !dbg !43
  %39 = load i32, i32* %6, align 4, !dbg !44
  %40 = sext i32 %39 to i64, !dbg !44
  %41 = mul i64 %38, %40, !dbg !45
  %42 = call noalias i8* @calloc(i64 noundef %41, i64 noundef 8) #6, !dbg !46
  %43 = bitcast i8* %42 to double*, !dbg !46
  store double* %43, double** %8, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata double** %9, metadata !47, metadata !DIExpression()), !dbg !48
  %44 = load i32, i32* %6, align 4, !dbg !49
  %45 = sext i32 %44 to i64, !dbg !49
  %46 = mul i64 8, %45, !dbg !50
  %47 = load i32, i32* %6, align 4, !dbg !51
  %48 = sext i32 %47 to i64, !dbg !51
  %49 = mul i64 %46, %48, !dbg !52
  %50 = call noalias i8* @malloc(i64 noundef %49) #6, !dbg !53
  %51 = bitcast i8* %50 to double*, !dbg !53
  store double* %51, double** %9, align 8, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %10, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %10, align 4, !dbg !56
  br label %52, !dbg !57

52:                                               ; preds = %67, %35
  %53 = load i32, i32* %10, align 4, !dbg !58
  %54 = load i32, i32* %6, align 4, !dbg !60
  %55 = load i32, i32* %6, align 4, !dbg !61
  %56 = mul nsw i32 %54, %55, !dbg !62
  %57 = icmp slt i32 %53, %56, !dbg !63
  br i1 %57, label %58, label %70, !dbg !64

58:                                               ; preds = %52
  %59 = load i32, i32* %10, align 4, !dbg !65
  %60 = srem i32 %59, 5, !dbg !66
  %61 = sitofp i32 %60 to double, !dbg !67
  %62 = fmul double %61, 1.000000e-01, !dbg !68
  %63 = load double*, double** %9, align 8, !dbg !69
  %64 = load i32, i32* %10, align 4, !dbg !70
  %65 = sext i32 %64 to i64, !dbg !69
  %66 = getelementptr inbounds double, double* %63, i64 %65, !dbg !69
  store double %62, double* %66, align 8, !dbg !71
  br label %67, !dbg !69

67:                                               ; preds = %58
  %68 = load i32, i32* %10, align 4, !dbg !72
  %69 = add nsw i32 %68, 1, !dbg !72
  store i32 %69, i32* %10, align 4, !dbg !72
  br label %52, !dbg !73, !llvm.loop !74

70:                                               ; preds = %52
  call void @llvm.dbg.declare(metadata i32* %11, metadata !77, metadata !DIExpression()), !dbg !79
  store i32 0, i32* %11, align 4, !dbg !79
  br label %71, !dbg !80

71:                                               ; preds = %156, %70
  %72 = load i32, i32* %11, align 4, !dbg !81
  %73 = load i32, i32* %7, align 4, !dbg !83
  %74 = icmp slt i32 %72, %73, !dbg !84
  br i1 %74, label %75, label %159, !dbg !85

75:                                               ; preds = %71
  call void @llvm.dbg.declare(metadata i32* %12, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %12, align 4, !dbg !88
  br label %76, !dbg !89

76:                                               ; preds = %152, %75
  %77 = load i32, i32* %12, align 4, !dbg !90
  %78 = icmp slt i32 %77, 2, !dbg !92
  br i1 %78, label %79, label %155, !dbg !93

79:                                               ; preds = %76
  call void @llvm.dbg.declare(metadata i32* %13, metadata !94, metadata !DIExpression()), !dbg !96
  store i32 0, i32* %13, align 4, !dbg !96
  br label %80, !dbg !97

80:                                               ; preds = %148, %79
  %81 = load i32, i32* %13, align 4, !dbg !98
  %82 = load i32, i32* %6, align 4, !dbg !100
  %83 = icmp slt i32 %81, %82, !dbg !101
  br i1 %83, label %84, label %151, !dbg !102

84:                                               ; preds = %80
  call void @llvm.dbg.declare(metadata i32* %14, metadata !103, metadata !DIExpression()), !dbg !105
  store i32 0, i32* %14, align 4, !dbg !105
  br label %85, !dbg !106

85:                                               ; preds = %144, %84
  %86 = load i32, i32* %14, align 4, !dbg !107
  %87 = load i32, i32* %6, align 4, !dbg !109
  %88 = icmp slt i32 %86, %87, !dbg !110
  br i1 %88, label %89, label %147, !dbg !111

89:                                               ; preds = %85
  %90 = load i32, i32* %13, align 4, !dbg !112
  %91 = load i32, i32* %14, align 4, !dbg !114
  %92 = add nsw i32 %90, %91, !dbg !115
  %93 = srem i32 %92, 2, !dbg !116
  %94 = load i32, i32* %12, align 4, !dbg !117
  %95 = icmp eq i32 %93, %94, !dbg !118
  br i1 %95, label %96, label %143, !dbg !119

96:                                               ; preds = %89
  %97 = load double*, double** %8, align 8, !dbg !120
  %98 = load i32, i32* %6, align 4, !dbg !121
  %99 = load i32, i32* %13, align 4, !dbg !122
  %100 = sub nsw i32 %99, 1, !dbg !123
  %101 = load i32, i32* %14, align 4, !dbg !124
  %102 = call double @get(double* noundef %97, i32 noundef %98, i32 noundef %100, i32 noundef %101), !dbg !125
  %103 = load double*, double** %8, align 8, !dbg !126
  %104 = load i32, i32* %6, align 4, !dbg !127
  %105 = load i32, i32* %13, align 4, !dbg !128
  %106 = add nsw i32 %105, 1, !dbg !129
  %107 = load i32, i32* %14, align 4, !dbg !130
  %108 = call double @get(double* noundef %103, i32 noundef %104, i32 noundef %106, i32 noundef %107), !dbg !131
  %109 = fadd double %102, %108, !dbg !132
  %110 = load double*, double** %8, align 8, !dbg !133
  %111 = load i32, i32* %6, align 4, !dbg !134
  %112 = load i32, i32* %13, align 4, !dbg !135
  %113 = load i32, i32* %14, align 4, !dbg !136
  %114 = sub nsw i32 %113, 1, !dbg !137
  %115 = call double @get(double* noundef %110, i32 noundef %111, i32 noundef %112, i32 noundef %114), !dbg !138
  %116 = fadd double %109, %115, !dbg !139
  %117 = load double*, double** %8, align 8, !dbg !140
  %118 = load i32, i32* %6, align 4, !dbg !141
  %119 = load i32, i32* %13, align 4, !dbg !142
  %120 = load i32, i32* %14, align 4, !dbg !143
  %121 = add nsw i32 %120, 1, !dbg !144
  %122 = call double @get(double* noundef %117, i32 noundef %118, i32 noundef %119, i32 noundef %121), !dbg !145
  %123 = fadd double %116, %122, !dbg !146
  %124 = load double*, double** %9, align 8, !dbg !147
  %125 = load i32, i32* %13, align 4, !dbg !148
  %126 = load i32, i32* %6, align 4, !dbg !149
  %127 = mul nsw i32 %125, %126, !dbg !150
  %128 = load i32, i32* %14, align 4, !dbg !151
  %129 = add nsw i32 %127, %128, !dbg !152
  %130 = sext i32 %129 to i64, !dbg !147
  %131 = getelementptr inbounds double, double* %124, i64 %130, !dbg !147
  %132 = load double, double* %131, align 8, !dbg !147
  %133 = fsub double %123, %132, !dbg !153
  %134 = fmul double 2.500000e-01, %133, !dbg !154
  %135 = load double*, double** %8, align 8, !dbg !155
  %136 = load i32, i32* %13, align 4, !dbg !156
  %137 = load i32, i32* %6, align 4, !dbg !157
  %138 = mul nsw i32 %136, %137, !dbg !158
  %139 = load i32, i32* %14, align 4, !dbg !159
  %140 = add nsw i32 %138, %139, !dbg !160
  %141 = sext i32 %140 to i64, !dbg !155
  %142 = getelementptr inbounds double, double* %135, i64 %141, !dbg !155
  store double %134, double* %142, align 8, !dbg !161
  br label %143, !dbg !155

143:                                              ; preds = %96, %89
  br label %144, !dbg !117

144:                                              ; preds = %143
  %145 = load i32, i32* %14, align 4, !dbg !162
  %146 = add nsw i32 %145, 1, !dbg !162
  store i32 %146, i32* %14, align 4, !dbg !162
  br label %85, !dbg !163, !llvm.loop !164

147:                                              ; preds = %85
  br label %148, !dbg !165

148:                                              ; preds = %147
  %149 = load i32, i32* %13, align 4, !dbg !166
  %150 = add nsw i32 %149, 1, !dbg !166
  store i32 %150, i32* %13, align 4, !dbg !166
  br label %80, !dbg !167, !llvm.loop !168

151:                                              ; preds = %80
  br label %152, !dbg !169

152:                                              ; preds = %151
  %153 = load i32, i32* %12, align 4, !dbg !170
  %154 = add nsw i32 %153, 1, !dbg !170
  store i32 %154, i32* %12, align 4, !dbg !170
  br label %76, !dbg !171, !llvm.loop !172

155:                                              ; preds = %76
  br label %156, !dbg !173

156:                                              ; preds = %155
  %157 = load i32, i32* %11, align 4, !dbg !174
  %158 = add nsw i32 %157, 1, !dbg !174
  store i32 %158, i32* %11, align 4, !dbg !174
  br label %71, !dbg !175, !llvm.loop !176

159:                                              ; preds = %71
  call void @llvm.dbg.declare(metadata double* %15, metadata !178, metadata !DIExpression()), !dbg !179
  store double 0.000000e+00, double* %15, align 8, !dbg !179
  call void @llvm.dbg.declare(metadata i32* %16, metadata !180, metadata !DIExpression()), !dbg !182
  store i32 0, i32* %16, align 4, !dbg !182
  br label %160, !dbg !183

160:                                              ; preds = %174, %159
  %161 = load i32, i32* %16, align 4, !dbg !184
  %162 = load i32, i32* %6, align 4, !dbg !186
  %163 = load i32, i32* %6, align 4, !dbg !187
  %164 = mul nsw i32 %162, %163, !dbg !188
  %165 = icmp slt i32 %161, %164, !dbg !189
  br i1 %165, label %166, label %177, !dbg !190

166:                                              ; preds = %160
  %167 = load double*, double** %8, align 8, !dbg !191
  %168 = load i32, i32* %16, align 4, !dbg !192
  %169 = sext i32 %168 to i64, !dbg !191
  %170 = getelementptr inbounds double, double* %167, i64 %169, !dbg !191
  %171 = load double, double* %170, align 8, !dbg !191
  %172 = load double, double* %15, align 8, !dbg !193
  %173 = fadd double %172, %171, !dbg !193
  store double %173, double* %15, align 8, !dbg !193
  br label %174, !dbg !194

174:                                              ; preds = %166
  %175 = load i32, i32* %16, align 4, !dbg !195
  %176 = add nsw i32 %175, 1, !dbg !195
  store i32 %176, i32* %16, align 4, !dbg !195
  br label %160, !dbg !196, !llvm.loop !197

177:                                              ; preds = %160
  %178 = load double, double* %15, align 8, !dbg !199
  %179 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %178), !dbg !200
  ret i32 0, !dbg !201
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @get(double* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !202 {
  %5 = alloca double, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !207, metadata !DIExpression()), !dbg !208
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !209, metadata !DIExpression()), !dbg !210
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !211, metadata !DIExpression()), !dbg !212
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !213, metadata !DIExpression()), !dbg !214
  %10 = load i32, i32* %8, align 4, !dbg !215
  %11 = icmp slt i32 %10, 0, !dbg !217
  br i1 %11, label %23, label %12, !dbg !218

12:                                               ; preds = %4
  %13 = load i32, i32* %9, align 4, !dbg !219
  %14 = icmp slt i32 %13, 0, !dbg !220
  br i1 %14, label %23, label %15, !dbg !221

15:                                               ; preds = %12
  %16 = load i32, i32* %8, align 4, !dbg !222
  %17 = load i32, i32* %7, align 4, !dbg !223
  %18 = icmp sge i32 %16, %17, !dbg !224
  br i1 %18, label %23, label %19, !dbg !225

19:                                               ; preds = %15
  %20 = load i32, i32* %9, align 4, !dbg !226
  %21 = load i32, i32* %7, align 4, !dbg !227
  %22 = icmp sge i32 %20, %21, !dbg !228
  br i1 %22, label %23, label %24, !dbg !229

23:                                               ; preds = %19, %15, %12, %4
  store double 0.000000e+00, double* %5, align 8, !dbg !230
  br label %34, !dbg !230

24:                                               ; preds = %19
  %25 = load double*, double** %6, align 8, !dbg !231
  %26 = load i32, i32* %8, align 4, !dbg !232
  %27 = load i32, i32* %7, align 4, !dbg !233
  %28 = mul nsw i32 %26, %27, !dbg !234
  %29 = load i32, i32* %9, align 4, !dbg !235
  %30 = add nsw i32 %28, %29, !dbg !236
  %31 = sext i32 %30 to i64, !dbg !231
  %32 = getelementptr inbounds double, double* %25, i64 %31, !dbg !231
  %33 = load double, double* %32, align 8, !dbg !231
  store double %33, double* %5, align 8, !dbg !237
  br label %34, !dbg !237

34:                                               ; preds = %24, %23
  %35 = load double, double* %5, align 8, !dbg !238
  ret double %35, !dbg !238
}

declare i32 @printf(i8* noundef, ...) #4

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
!1 = !DIFile(filename: "redblack.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "482f969cc126cab9c064dba52f7edcbe")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !15, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 11, type: !17)
!23 = !DILocation(line: 11, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 11, type: !18)
!25 = !DILocation(line: 11, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 12, type: !17)
!27 = !DILocation(line: 12, column: 7, scope: !14)
!28 = !DILocation(line: 12, column: 11, scope: !14)
!29 = !DILocation(line: 12, column: 16, scope: !14)
!30 = !DILocation(line: 12, column: 27, scope: !14)
!31 = !DILocation(line: 12, column: 22, scope: !14)
!32 = !DILocalVariable(name: "iters", scope: !14, file: !1, line: 12, type: !17)
!33 = !DILocation(line: 12, column: 42, scope: !14)
!34 = !DILocation(line: 12, column: 50, scope: !14)
!35 = !DILocation(line: 12, column: 55, scope: !14)
!36 = !DILocation(line: 12, column: 66, scope: !14)
!37 = !DILocation(line: 12, column: 61, scope: !14)
!38 = !DILocalVariable(name: "u", scope: !14, file: !1, line: 13, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !DILocation(line: 13, column: 11, scope: !14)
!42 = !DILocation(line: 13, column: 30, scope: !14)
!43 = !DILocation(line: 13, column: 22, scope: !14)
!44 = !DILocation(line: 13, column: 34, scope: !14)
!45 = !DILocation(line: 13, column: 32, scope: !14)
!46 = !DILocation(line: 13, column: 15, scope: !14)
!47 = !DILocalVariable(name: "f", scope: !14, file: !1, line: 14, type: !39)
!48 = !DILocation(line: 14, column: 11, scope: !14)
!49 = !DILocation(line: 14, column: 39, scope: !14)
!50 = !DILocation(line: 14, column: 37, scope: !14)
!51 = !DILocation(line: 14, column: 43, scope: !14)
!52 = !DILocation(line: 14, column: 41, scope: !14)
!53 = !DILocation(line: 14, column: 15, scope: !14)
!54 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 15, type: !17)
!55 = distinct !DILexicalBlock(scope: !14, file: !1, line: 15, column: 3)
!56 = !DILocation(line: 15, column: 12, scope: !55)
!57 = !DILocation(line: 15, column: 8, scope: !55)
!58 = !DILocation(line: 15, column: 19, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !1, line: 15, column: 3)
!60 = !DILocation(line: 15, column: 23, scope: !59)
!61 = !DILocation(line: 15, column: 27, scope: !59)
!62 = !DILocation(line: 15, column: 25, scope: !59)
!63 = !DILocation(line: 15, column: 21, scope: !59)
!64 = !DILocation(line: 15, column: 3, scope: !55)
!65 = !DILocation(line: 15, column: 43, scope: !59)
!66 = !DILocation(line: 15, column: 45, scope: !59)
!67 = !DILocation(line: 15, column: 42, scope: !59)
!68 = !DILocation(line: 15, column: 50, scope: !59)
!69 = !DILocation(line: 15, column: 35, scope: !59)
!70 = !DILocation(line: 15, column: 37, scope: !59)
!71 = !DILocation(line: 15, column: 40, scope: !59)
!72 = !DILocation(line: 15, column: 31, scope: !59)
!73 = !DILocation(line: 15, column: 3, scope: !59)
!74 = distinct !{!74, !64, !75, !76}
!75 = !DILocation(line: 15, column: 52, scope: !55)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocalVariable(name: "it", scope: !78, file: !1, line: 16, type: !17)
!78 = distinct !DILexicalBlock(scope: !14, file: !1, line: 16, column: 3)
!79 = !DILocation(line: 16, column: 12, scope: !78)
!80 = !DILocation(line: 16, column: 8, scope: !78)
!81 = !DILocation(line: 16, column: 20, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !1, line: 16, column: 3)
!83 = !DILocation(line: 16, column: 25, scope: !82)
!84 = !DILocation(line: 16, column: 23, scope: !82)
!85 = !DILocation(line: 16, column: 3, scope: !78)
!86 = !DILocalVariable(name: "color", scope: !87, file: !1, line: 17, type: !17)
!87 = distinct !DILexicalBlock(scope: !82, file: !1, line: 17, column: 5)
!88 = !DILocation(line: 17, column: 14, scope: !87)
!89 = !DILocation(line: 17, column: 10, scope: !87)
!90 = !DILocation(line: 17, column: 25, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 17, column: 5)
!92 = !DILocation(line: 17, column: 31, scope: !91)
!93 = !DILocation(line: 17, column: 5, scope: !87)
!94 = !DILocalVariable(name: "i", scope: !95, file: !1, line: 18, type: !17)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 18, column: 7)
!96 = !DILocation(line: 18, column: 16, scope: !95)
!97 = !DILocation(line: 18, column: 12, scope: !95)
!98 = !DILocation(line: 18, column: 23, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !1, line: 18, column: 7)
!100 = !DILocation(line: 18, column: 27, scope: !99)
!101 = !DILocation(line: 18, column: 25, scope: !99)
!102 = !DILocation(line: 18, column: 7, scope: !95)
!103 = !DILocalVariable(name: "j", scope: !104, file: !1, line: 19, type: !17)
!104 = distinct !DILexicalBlock(scope: !99, file: !1, line: 19, column: 9)
!105 = !DILocation(line: 19, column: 18, scope: !104)
!106 = !DILocation(line: 19, column: 14, scope: !104)
!107 = !DILocation(line: 19, column: 25, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 19, column: 9)
!109 = !DILocation(line: 19, column: 29, scope: !108)
!110 = !DILocation(line: 19, column: 27, scope: !108)
!111 = !DILocation(line: 19, column: 9, scope: !104)
!112 = !DILocation(line: 20, column: 16, scope: !113)
!113 = distinct !DILexicalBlock(scope: !108, file: !1, line: 20, column: 15)
!114 = !DILocation(line: 20, column: 20, scope: !113)
!115 = !DILocation(line: 20, column: 18, scope: !113)
!116 = !DILocation(line: 20, column: 23, scope: !113)
!117 = !DILocation(line: 20, column: 30, scope: !113)
!118 = !DILocation(line: 20, column: 27, scope: !113)
!119 = !DILocation(line: 20, column: 15, scope: !108)
!120 = !DILocation(line: 21, column: 40, scope: !113)
!121 = !DILocation(line: 21, column: 43, scope: !113)
!122 = !DILocation(line: 21, column: 46, scope: !113)
!123 = !DILocation(line: 21, column: 48, scope: !113)
!124 = !DILocation(line: 21, column: 53, scope: !113)
!125 = !DILocation(line: 21, column: 36, scope: !113)
!126 = !DILocation(line: 21, column: 62, scope: !113)
!127 = !DILocation(line: 21, column: 65, scope: !113)
!128 = !DILocation(line: 21, column: 68, scope: !113)
!129 = !DILocation(line: 21, column: 70, scope: !113)
!130 = !DILocation(line: 21, column: 75, scope: !113)
!131 = !DILocation(line: 21, column: 58, scope: !113)
!132 = !DILocation(line: 21, column: 56, scope: !113)
!133 = !DILocation(line: 21, column: 84, scope: !113)
!134 = !DILocation(line: 21, column: 87, scope: !113)
!135 = !DILocation(line: 21, column: 90, scope: !113)
!136 = !DILocation(line: 21, column: 93, scope: !113)
!137 = !DILocation(line: 21, column: 95, scope: !113)
!138 = !DILocation(line: 21, column: 80, scope: !113)
!139 = !DILocation(line: 21, column: 78, scope: !113)
!140 = !DILocation(line: 21, column: 106, scope: !113)
!141 = !DILocation(line: 21, column: 109, scope: !113)
!142 = !DILocation(line: 21, column: 112, scope: !113)
!143 = !DILocation(line: 21, column: 115, scope: !113)
!144 = !DILocation(line: 21, column: 117, scope: !113)
!145 = !DILocation(line: 21, column: 102, scope: !113)
!146 = !DILocation(line: 21, column: 100, scope: !113)
!147 = !DILocation(line: 21, column: 124, scope: !113)
!148 = !DILocation(line: 21, column: 126, scope: !113)
!149 = !DILocation(line: 21, column: 130, scope: !113)
!150 = !DILocation(line: 21, column: 128, scope: !113)
!151 = !DILocation(line: 21, column: 134, scope: !113)
!152 = !DILocation(line: 21, column: 132, scope: !113)
!153 = !DILocation(line: 21, column: 122, scope: !113)
!154 = !DILocation(line: 21, column: 33, scope: !113)
!155 = !DILocation(line: 21, column: 13, scope: !113)
!156 = !DILocation(line: 21, column: 15, scope: !113)
!157 = !DILocation(line: 21, column: 19, scope: !113)
!158 = !DILocation(line: 21, column: 17, scope: !113)
!159 = !DILocation(line: 21, column: 23, scope: !113)
!160 = !DILocation(line: 21, column: 21, scope: !113)
!161 = !DILocation(line: 21, column: 26, scope: !113)
!162 = !DILocation(line: 19, column: 33, scope: !108)
!163 = !DILocation(line: 19, column: 9, scope: !108)
!164 = distinct !{!164, !111, !165, !76}
!165 = !DILocation(line: 21, column: 136, scope: !104)
!166 = !DILocation(line: 18, column: 31, scope: !99)
!167 = !DILocation(line: 18, column: 7, scope: !99)
!168 = distinct !{!168, !102, !169, !76}
!169 = !DILocation(line: 21, column: 136, scope: !95)
!170 = !DILocation(line: 17, column: 41, scope: !91)
!171 = !DILocation(line: 17, column: 5, scope: !91)
!172 = distinct !{!172, !93, !173, !76}
!173 = !DILocation(line: 21, column: 136, scope: !87)
!174 = !DILocation(line: 16, column: 34, scope: !82)
!175 = !DILocation(line: 16, column: 3, scope: !82)
!176 = distinct !{!176, !85, !177, !76}
!177 = !DILocation(line: 21, column: 136, scope: !78)
!178 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 22, type: !40)
!179 = !DILocation(line: 22, column: 10, scope: !14)
!180 = !DILocalVariable(name: "i", scope: !181, file: !1, line: 23, type: !17)
!181 = distinct !DILexicalBlock(scope: !14, file: !1, line: 23, column: 3)
!182 = !DILocation(line: 23, column: 12, scope: !181)
!183 = !DILocation(line: 23, column: 8, scope: !181)
!184 = !DILocation(line: 23, column: 19, scope: !185)
!185 = distinct !DILexicalBlock(scope: !181, file: !1, line: 23, column: 3)
!186 = !DILocation(line: 23, column: 23, scope: !185)
!187 = !DILocation(line: 23, column: 27, scope: !185)
!188 = !DILocation(line: 23, column: 25, scope: !185)
!189 = !DILocation(line: 23, column: 21, scope: !185)
!190 = !DILocation(line: 23, column: 3, scope: !181)
!191 = !DILocation(line: 23, column: 40, scope: !185)
!192 = !DILocation(line: 23, column: 42, scope: !185)
!193 = !DILocation(line: 23, column: 37, scope: !185)
!194 = !DILocation(line: 23, column: 35, scope: !185)
!195 = !DILocation(line: 23, column: 31, scope: !185)
!196 = !DILocation(line: 23, column: 3, scope: !185)
!197 = distinct !{!197, !190, !198, !76}
!198 = !DILocation(line: 23, column: 43, scope: !181)
!199 = !DILocation(line: 24, column: 18, scope: !14)
!200 = !DILocation(line: 24, column: 3, scope: !14)
!201 = !DILocation(line: 25, column: 3, scope: !14)
!202 = distinct !DISubprogram(name: "get", scope: !1, file: !1, line: 7, type: !203, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!203 = !DISubroutineType(types: !204)
!204 = !{!40, !205, !17, !17, !17}
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!207 = !DILocalVariable(name: "u", arg: 1, scope: !202, file: !1, line: 7, type: !205)
!208 = !DILocation(line: 7, column: 33, scope: !202)
!209 = !DILocalVariable(name: "n", arg: 2, scope: !202, file: !1, line: 7, type: !17)
!210 = !DILocation(line: 7, column: 40, scope: !202)
!211 = !DILocalVariable(name: "i", arg: 3, scope: !202, file: !1, line: 7, type: !17)
!212 = !DILocation(line: 7, column: 47, scope: !202)
!213 = !DILocalVariable(name: "j", arg: 4, scope: !202, file: !1, line: 7, type: !17)
!214 = !DILocation(line: 7, column: 54, scope: !202)
!215 = !DILocation(line: 8, column: 7, scope: !216)
!216 = distinct !DILexicalBlock(scope: !202, file: !1, line: 8, column: 7)
!217 = !DILocation(line: 8, column: 9, scope: !216)
!218 = !DILocation(line: 8, column: 13, scope: !216)
!219 = !DILocation(line: 8, column: 16, scope: !216)
!220 = !DILocation(line: 8, column: 18, scope: !216)
!221 = !DILocation(line: 8, column: 22, scope: !216)
!222 = !DILocation(line: 8, column: 25, scope: !216)
!223 = !DILocation(line: 8, column: 30, scope: !216)
!224 = !DILocation(line: 8, column: 27, scope: !216)
!225 = !DILocation(line: 8, column: 32, scope: !216)
!226 = !DILocation(line: 8, column: 35, scope: !216)
!227 = !DILocation(line: 8, column: 40, scope: !216)
!228 = !DILocation(line: 8, column: 37, scope: !216)
!229 = !DILocation(line: 8, column: 7, scope: !202)
!230 = !DILocation(line: 8, column: 43, scope: !216)
!231 = !DILocation(line: 9, column: 10, scope: !202)
!232 = !DILocation(line: 9, column: 12, scope: !202)
!233 = !DILocation(line: 9, column: 16, scope: !202)
!234 = !DILocation(line: 9, column: 14, scope: !202)
!235 = !DILocation(line: 9, column: 20, scope: !202)
!236 = !DILocation(line: 9, column: 18, scope: !202)
!237 = !DILocation(line: 9, column: 3, scope: !202)
!238 = !DILocation(line: 10, column: 1, scope: !202)
