; ModuleID = 'strided_tri.c'
source_filename = "strided_tri.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"malloc\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
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
  %23 = call i32 @atoi(i8* noundef %22) #6, !dbg !31
  br label %25, !dbg !28

24:                                               ; preds = %2
  br label %25, !dbg !28

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 100, %24 ], !dbg !28
  store i32 %26, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata double** %7, metadata !32, metadata !DIExpression()), !dbg !35
  %27 = load i32, i32* %6, align 4, !dbg !36
  %28 = call double* @alloc(i32 noundef %27), !dbg !37
  store double* %28, double** %7, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata double* %8, metadata !38, metadata !DIExpression()), !dbg !39
  store double 0.000000e+00, double* %8, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %9, metadata !40, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %9, align 4, !dbg !42
  br label %29, !dbg !43

29:                                               ; preds = %55, %25
  %30 = load i32, i32* %9, align 4, !dbg !44
  %31 = load i32, i32* %6, align 4, !dbg !46
  %32 = icmp slt i32 %30, %31, !dbg !47
  br i1 %32, label %33, label %58, !dbg !48

33:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata i32* %10, metadata !49, metadata !DIExpression()), !dbg !51
  %34 = load i32, i32* %9, align 4, !dbg !52
  store i32 %34, i32* %10, align 4, !dbg !51
  br label %35, !dbg !53

35:                                               ; preds = %51, %33
  %36 = load i32, i32* %10, align 4, !dbg !54
  %37 = load i32, i32* %6, align 4, !dbg !56
  %38 = icmp slt i32 %36, %37, !dbg !57
  br i1 %38, label %39, label %54, !dbg !58

39:                                               ; preds = %35
  %40 = load double*, double** %7, align 8, !dbg !59
  %41 = load i32, i32* %9, align 4, !dbg !60
  %42 = load i32, i32* %6, align 4, !dbg !61
  %43 = mul nsw i32 %41, %42, !dbg !62
  %44 = load i32, i32* %10, align 4, !dbg !63
  %45 = add nsw i32 %43, %44, !dbg !64
  %46 = sext i32 %45 to i64, !dbg !59
  %47 = getelementptr inbounds double, double* %40, i64 %46, !dbg !59
  %48 = load double, double* %47, align 8, !dbg !59
  %49 = load double, double* %8, align 8, !dbg !65
  %50 = fadd double %49, %48, !dbg !65
  store double %50, double* %8, align 8, !dbg !65
  br label %51, !dbg !66

51:                                               ; preds = %39
  %52 = load i32, i32* %10, align 4, !dbg !67
  %53 = add nsw i32 %52, 2, !dbg !67
  store i32 %53, i32* %10, align 4, !dbg !67
  br label %35, !dbg !68, !llvm.loop !69

54:                                               ; preds = %35
  br label %55, !dbg !70

55:                                               ; preds = %54
  %56 = load i32, i32* %9, align 4, !dbg !72
  %57 = add nsw i32 %56, 2, !dbg !72
  store i32 %57, i32* %9, align 4, !dbg !72
  br label %29, !dbg !73, !llvm.loop !74

58:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata i32* %11, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %11, align 4, !dbg !78
  br label %59, !dbg !79

59:                                               ; preds = %86, %58
  %60 = load i32, i32* %11, align 4, !dbg !80
  %61 = load i32, i32* %6, align 4, !dbg !82
  %62 = icmp slt i32 %60, %61, !dbg !83
  br i1 %62, label %63, label %89, !dbg !84

63:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata i32* %12, metadata !85, metadata !DIExpression()), !dbg !87
  %64 = load i32, i32* %11, align 4, !dbg !88
  %65 = add nsw i32 %64, 1, !dbg !89
  store i32 %65, i32* %12, align 4, !dbg !87
  br label %66, !dbg !90

66:                                               ; preds = %82, %63
  %67 = load i32, i32* %12, align 4, !dbg !91
  %68 = load i32, i32* %6, align 4, !dbg !93
  %69 = icmp slt i32 %67, %68, !dbg !94
  br i1 %69, label %70, label %85, !dbg !95

70:                                               ; preds = %66
  %71 = load double*, double** %7, align 8, !dbg !96
  %72 = load i32, i32* %12, align 4, !dbg !97
  %73 = load i32, i32* %6, align 4, !dbg !98
  %74 = mul nsw i32 %72, %73, !dbg !99
  %75 = load i32, i32* %11, align 4, !dbg !100
  %76 = add nsw i32 %74, %75, !dbg !101
  %77 = sext i32 %76 to i64, !dbg !96
  %78 = getelementptr inbounds double, double* %71, i64 %77, !dbg !96
  %79 = load double, double* %78, align 8, !dbg !96
  %80 = load double, double* %8, align 8, !dbg !102
  %81 = fadd double %80, %79, !dbg !102
  store double %81, double* %8, align 8, !dbg !102
  br label %82, !dbg !103

82:                                               ; preds = %70
  %83 = load i32, i32* %12, align 4, !dbg !104
  %84 = add nsw i32 %83, 3, !dbg !104
  store i32 %84, i32* %12, align 4, !dbg !104
  br label %66, !dbg !105, !llvm.loop !106

85:                                               ; preds = %66
  br label %86, !dbg !107

86:                                               ; preds = %85
  %87 = load i32, i32* %11, align 4, !dbg !108
  %88 = add nsw i32 %87, 1, !dbg !108
  store i32 %88, i32* %11, align 4, !dbg !108
  br label %59, !dbg !109, !llvm.loop !110

89:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata i32* %13, metadata !112, metadata !DIExpression()), !dbg !114
  store i32 1, i32* %13, align 4, !dbg !114
  br label %90, !dbg !115

90:                                               ; preds = %116, %89
  %91 = load i32, i32* %13, align 4, !dbg !116
  %92 = load i32, i32* %6, align 4, !dbg !118
  %93 = icmp slt i32 %91, %92, !dbg !119
  br i1 %93, label %94, label %119, !dbg !120

94:                                               ; preds = %90
  call void @llvm.dbg.declare(metadata i32* %14, metadata !121, metadata !DIExpression()), !dbg !123
  %95 = load i32, i32* %13, align 4, !dbg !124
  %96 = sub nsw i32 %95, 1, !dbg !125
  store i32 %96, i32* %14, align 4, !dbg !123
  br label %97, !dbg !126

97:                                               ; preds = %112, %94
  %98 = load i32, i32* %14, align 4, !dbg !127
  %99 = icmp sge i32 %98, 0, !dbg !129
  br i1 %99, label %100, label %115, !dbg !130

100:                                              ; preds = %97
  %101 = load double*, double** %7, align 8, !dbg !131
  %102 = load i32, i32* %13, align 4, !dbg !132
  %103 = load i32, i32* %6, align 4, !dbg !133
  %104 = mul nsw i32 %102, %103, !dbg !134
  %105 = load i32, i32* %14, align 4, !dbg !135
  %106 = add nsw i32 %104, %105, !dbg !136
  %107 = sext i32 %106 to i64, !dbg !131
  %108 = getelementptr inbounds double, double* %101, i64 %107, !dbg !131
  %109 = load double, double* %108, align 8, !dbg !131
  %110 = load double, double* %8, align 8, !dbg !137
  %111 = fsub double %110, %109, !dbg !137
  store double %111, double* %8, align 8, !dbg !137
  br label %112, !dbg !138

112:                                              ; preds = %100
  %113 = load i32, i32* %14, align 4, !dbg !139
  %114 = sub nsw i32 %113, 2, !dbg !139
  store i32 %114, i32* %14, align 4, !dbg !139
  br label %97, !dbg !140, !llvm.loop !141

115:                                              ; preds = %97
  br label %116, !dbg !142

116:                                              ; preds = %115
  %117 = load i32, i32* %13, align 4, !dbg !143
  %118 = add nsw i32 %117, 1, !dbg !143
  store i32 %118, i32* %13, align 4, !dbg !143
  br label %90, !dbg !144, !llvm.loop !145

119:                                              ; preds = %90
  call void @llvm.dbg.declare(metadata i32* %15, metadata !147, metadata !DIExpression()), !dbg !149
  store i32 0, i32* %15, align 4, !dbg !149
  br label %120, !dbg !150

120:                                              ; preds = %145, %119
  %121 = load i32, i32* %15, align 4, !dbg !151
  %122 = load i32, i32* %6, align 4, !dbg !153
  %123 = icmp slt i32 %121, %122, !dbg !154
  br i1 %123, label %124, label %148, !dbg !155

124:                                              ; preds = %120
  call void @llvm.dbg.declare(metadata i32* %16, metadata !156, metadata !DIExpression()), !dbg !158
  %125 = load i32, i32* %15, align 4, !dbg !159
  store i32 %125, i32* %16, align 4, !dbg !158
  br label %126, !dbg !160

126:                                              ; preds = %140, %124
  %127 = load double*, double** %7, align 8, !dbg !161
  %128 = load i32, i32* %15, align 4, !dbg !163
  %129 = load i32, i32* %6, align 4, !dbg !164
  %130 = mul nsw i32 %128, %129, !dbg !165
  %131 = load i32, i32* %16, align 4, !dbg !166
  %132 = add nsw i32 %130, %131, !dbg !167
  %133 = sext i32 %132 to i64, !dbg !161
  %134 = getelementptr inbounds double, double* %127, i64 %133, !dbg !161
  %135 = load double, double* %134, align 8, !dbg !161
  %136 = load double, double* %8, align 8, !dbg !168
  %137 = fadd double %136, %135, !dbg !168
  store double %137, double* %8, align 8, !dbg !168
  %138 = load i32, i32* %16, align 4, !dbg !169
  %139 = add nsw i32 %138, 4, !dbg !169
  store i32 %139, i32* %16, align 4, !dbg !169
  br label %140, !dbg !170

140:                                              ; preds = %126
  %141 = load i32, i32* %16, align 4, !dbg !171
  %142 = load i32, i32* %6, align 4, !dbg !172
  %143 = icmp slt i32 %141, %142, !dbg !173
  br i1 %143, label %126, label %144, !dbg !170, !llvm.loop !174

144:                                              ; preds = %140
  br label %145, !dbg !176

145:                                              ; preds = %144
  %146 = load i32, i32* %15, align 4, !dbg !177
  %147 = add nsw i32 %146, 1, !dbg !177
  store i32 %147, i32* %15, align 4, !dbg !177
  br label %120, !dbg !178, !llvm.loop !179

148:                                              ; preds = %120
  %149 = load double, double* %8, align 8, !dbg !181
  %150 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %149), !dbg !182
  %151 = load double*, double** %7, align 8, !dbg !183
  %152 = bitcast double* %151 to i8*, !dbg !183
  call void @free(i8* noundef %152) #7, !dbg !184
  ret i32 0, !dbg !185
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @alloc(i32 noundef %0) #0 !dbg !186 {
  %2 = alloca i32, align 4
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !189, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.declare(metadata double** %3, metadata !191, metadata !DIExpression()), !dbg !192
  %5 = load i32, i32* %2, align 4, !dbg !193
  %6 = sext i32 %5 to i64, !dbg !194
  %7 = mul i64 8, %6, !dbg !195
  %8 = load i32, i32* %2, align 4, !dbg !196
  %9 = sext i32 %8 to i64, !dbg !197
  %10 = mul i64 %7, %9, !dbg !198
  %11 = call noalias i8* @malloc(i64 noundef %10) #7, !dbg !199
  %12 = bitcast i8* %11 to double*, !dbg !199
  store double* %12, double** %3, align 8, !dbg !192
  %13 = load double*, double** %3, align 8, !dbg !200
  %14 = icmp ne double* %13, null, !dbg !200
  br i1 %14, label %16, label %15, !dbg !202

15:                                               ; preds = %1
  call void @perror(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)), !dbg !203
  call void @exit(i32 noundef 1) #8, !dbg !205
  unreachable, !dbg !205

16:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %4, metadata !206, metadata !DIExpression()), !dbg !208
  store i32 0, i32* %4, align 4, !dbg !208
  br label %17, !dbg !209

17:                                               ; preds = %31, %16
  %18 = load i32, i32* %4, align 4, !dbg !210
  %19 = load i32, i32* %2, align 4, !dbg !212
  %20 = load i32, i32* %2, align 4, !dbg !213
  %21 = mul nsw i32 %19, %20, !dbg !214
  %22 = icmp slt i32 %18, %21, !dbg !215
  br i1 %22, label %23, label %34, !dbg !216

23:                                               ; preds = %17
  %24 = load i32, i32* %4, align 4, !dbg !217
  %25 = srem i32 %24, 7, !dbg !218
  %26 = sitofp i32 %25 to double, !dbg !217
  %27 = load double*, double** %3, align 8, !dbg !219
  %28 = load i32, i32* %4, align 4, !dbg !220
  %29 = sext i32 %28 to i64, !dbg !219
  %30 = getelementptr inbounds double, double* %27, i64 %29, !dbg !219
  store double %26, double* %30, align 8, !dbg !221
  br label %31, !dbg !219

31:                                               ; preds = %23
  %32 = load i32, i32* %4, align 4, !dbg !222
  %33 = add nsw i32 %32, 1, !dbg !222
  store i32 %33, i32* %4, align 4, !dbg !222
  br label %17, !dbg !223, !llvm.loop !224

34:                                               ; preds = %17
  %35 = load double*, double** %3, align 8, !dbg !226
  ret double* %35, !dbg !227
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

declare void @perror(i8* noundef) #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "strided_tri.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ee746bb5d0c94014651cd142008d7256")
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
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !15, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 17, type: !17)
!23 = !DILocation(line: 17, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 17, type: !18)
!25 = !DILocation(line: 17, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 18, type: !17)
!27 = !DILocation(line: 18, column: 7, scope: !14)
!28 = !DILocation(line: 18, column: 11, scope: !14)
!29 = !DILocation(line: 18, column: 16, scope: !14)
!30 = !DILocation(line: 18, column: 27, scope: !14)
!31 = !DILocation(line: 18, column: 22, scope: !14)
!32 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 19, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DILocation(line: 19, column: 11, scope: !14)
!36 = !DILocation(line: 19, column: 21, scope: !14)
!37 = !DILocation(line: 19, column: 15, scope: !14)
!38 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 20, type: !34)
!39 = !DILocation(line: 20, column: 10, scope: !14)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 22, type: !17)
!41 = distinct !DILexicalBlock(scope: !14, file: !1, line: 22, column: 3)
!42 = !DILocation(line: 22, column: 12, scope: !41)
!43 = !DILocation(line: 22, column: 8, scope: !41)
!44 = !DILocation(line: 22, column: 19, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !1, line: 22, column: 3)
!46 = !DILocation(line: 22, column: 23, scope: !45)
!47 = !DILocation(line: 22, column: 21, scope: !45)
!48 = !DILocation(line: 22, column: 3, scope: !41)
!49 = !DILocalVariable(name: "j", scope: !50, file: !1, line: 23, type: !17)
!50 = distinct !DILexicalBlock(scope: !45, file: !1, line: 23, column: 5)
!51 = !DILocation(line: 23, column: 14, scope: !50)
!52 = !DILocation(line: 23, column: 18, scope: !50)
!53 = !DILocation(line: 23, column: 10, scope: !50)
!54 = !DILocation(line: 23, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !50, file: !1, line: 23, column: 5)
!56 = !DILocation(line: 23, column: 25, scope: !55)
!57 = !DILocation(line: 23, column: 23, scope: !55)
!58 = !DILocation(line: 23, column: 5, scope: !50)
!59 = !DILocation(line: 24, column: 12, scope: !55)
!60 = !DILocation(line: 24, column: 14, scope: !55)
!61 = !DILocation(line: 24, column: 18, scope: !55)
!62 = !DILocation(line: 24, column: 16, scope: !55)
!63 = !DILocation(line: 24, column: 22, scope: !55)
!64 = !DILocation(line: 24, column: 20, scope: !55)
!65 = !DILocation(line: 24, column: 9, scope: !55)
!66 = !DILocation(line: 24, column: 7, scope: !55)
!67 = !DILocation(line: 23, column: 30, scope: !55)
!68 = !DILocation(line: 23, column: 5, scope: !55)
!69 = distinct !{!69, !58, !70, !71}
!70 = !DILocation(line: 24, column: 23, scope: !50)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 22, column: 28, scope: !45)
!73 = !DILocation(line: 22, column: 3, scope: !45)
!74 = distinct !{!74, !48, !75, !71}
!75 = !DILocation(line: 24, column: 23, scope: !41)
!76 = !DILocalVariable(name: "i", scope: !77, file: !1, line: 26, type: !17)
!77 = distinct !DILexicalBlock(scope: !14, file: !1, line: 26, column: 3)
!78 = !DILocation(line: 26, column: 12, scope: !77)
!79 = !DILocation(line: 26, column: 8, scope: !77)
!80 = !DILocation(line: 26, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 26, column: 3)
!82 = !DILocation(line: 26, column: 23, scope: !81)
!83 = !DILocation(line: 26, column: 21, scope: !81)
!84 = !DILocation(line: 26, column: 3, scope: !77)
!85 = !DILocalVariable(name: "j", scope: !86, file: !1, line: 27, type: !17)
!86 = distinct !DILexicalBlock(scope: !81, file: !1, line: 27, column: 5)
!87 = !DILocation(line: 27, column: 14, scope: !86)
!88 = !DILocation(line: 27, column: 18, scope: !86)
!89 = !DILocation(line: 27, column: 20, scope: !86)
!90 = !DILocation(line: 27, column: 10, scope: !86)
!91 = !DILocation(line: 27, column: 25, scope: !92)
!92 = distinct !DILexicalBlock(scope: !86, file: !1, line: 27, column: 5)
!93 = !DILocation(line: 27, column: 29, scope: !92)
!94 = !DILocation(line: 27, column: 27, scope: !92)
!95 = !DILocation(line: 27, column: 5, scope: !86)
!96 = !DILocation(line: 28, column: 12, scope: !92)
!97 = !DILocation(line: 28, column: 14, scope: !92)
!98 = !DILocation(line: 28, column: 18, scope: !92)
!99 = !DILocation(line: 28, column: 16, scope: !92)
!100 = !DILocation(line: 28, column: 22, scope: !92)
!101 = !DILocation(line: 28, column: 20, scope: !92)
!102 = !DILocation(line: 28, column: 9, scope: !92)
!103 = !DILocation(line: 28, column: 7, scope: !92)
!104 = !DILocation(line: 27, column: 34, scope: !92)
!105 = !DILocation(line: 27, column: 5, scope: !92)
!106 = distinct !{!106, !95, !107, !71}
!107 = !DILocation(line: 28, column: 23, scope: !86)
!108 = !DILocation(line: 26, column: 27, scope: !81)
!109 = !DILocation(line: 26, column: 3, scope: !81)
!110 = distinct !{!110, !84, !111, !71}
!111 = !DILocation(line: 28, column: 23, scope: !77)
!112 = !DILocalVariable(name: "i", scope: !113, file: !1, line: 30, type: !17)
!113 = distinct !DILexicalBlock(scope: !14, file: !1, line: 30, column: 3)
!114 = !DILocation(line: 30, column: 12, scope: !113)
!115 = !DILocation(line: 30, column: 8, scope: !113)
!116 = !DILocation(line: 30, column: 19, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !1, line: 30, column: 3)
!118 = !DILocation(line: 30, column: 23, scope: !117)
!119 = !DILocation(line: 30, column: 21, scope: !117)
!120 = !DILocation(line: 30, column: 3, scope: !113)
!121 = !DILocalVariable(name: "j", scope: !122, file: !1, line: 31, type: !17)
!122 = distinct !DILexicalBlock(scope: !117, file: !1, line: 31, column: 5)
!123 = !DILocation(line: 31, column: 14, scope: !122)
!124 = !DILocation(line: 31, column: 18, scope: !122)
!125 = !DILocation(line: 31, column: 20, scope: !122)
!126 = !DILocation(line: 31, column: 10, scope: !122)
!127 = !DILocation(line: 31, column: 25, scope: !128)
!128 = distinct !DILexicalBlock(scope: !122, file: !1, line: 31, column: 5)
!129 = !DILocation(line: 31, column: 27, scope: !128)
!130 = !DILocation(line: 31, column: 5, scope: !122)
!131 = !DILocation(line: 32, column: 12, scope: !128)
!132 = !DILocation(line: 32, column: 14, scope: !128)
!133 = !DILocation(line: 32, column: 18, scope: !128)
!134 = !DILocation(line: 32, column: 16, scope: !128)
!135 = !DILocation(line: 32, column: 22, scope: !128)
!136 = !DILocation(line: 32, column: 20, scope: !128)
!137 = !DILocation(line: 32, column: 9, scope: !128)
!138 = !DILocation(line: 32, column: 7, scope: !128)
!139 = !DILocation(line: 31, column: 35, scope: !128)
!140 = !DILocation(line: 31, column: 5, scope: !128)
!141 = distinct !{!141, !130, !142, !71}
!142 = !DILocation(line: 32, column: 23, scope: !122)
!143 = !DILocation(line: 30, column: 27, scope: !117)
!144 = !DILocation(line: 30, column: 3, scope: !117)
!145 = distinct !{!145, !120, !146, !71}
!146 = !DILocation(line: 32, column: 23, scope: !113)
!147 = !DILocalVariable(name: "i", scope: !148, file: !1, line: 34, type: !17)
!148 = distinct !DILexicalBlock(scope: !14, file: !1, line: 34, column: 3)
!149 = !DILocation(line: 34, column: 12, scope: !148)
!150 = !DILocation(line: 34, column: 8, scope: !148)
!151 = !DILocation(line: 34, column: 19, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !1, line: 34, column: 3)
!153 = !DILocation(line: 34, column: 23, scope: !152)
!154 = !DILocation(line: 34, column: 21, scope: !152)
!155 = !DILocation(line: 34, column: 3, scope: !148)
!156 = !DILocalVariable(name: "j", scope: !157, file: !1, line: 35, type: !17)
!157 = distinct !DILexicalBlock(scope: !152, file: !1, line: 34, column: 31)
!158 = !DILocation(line: 35, column: 9, scope: !157)
!159 = !DILocation(line: 35, column: 13, scope: !157)
!160 = !DILocation(line: 36, column: 5, scope: !157)
!161 = !DILocation(line: 37, column: 12, scope: !162)
!162 = distinct !DILexicalBlock(scope: !157, file: !1, line: 36, column: 8)
!163 = !DILocation(line: 37, column: 14, scope: !162)
!164 = !DILocation(line: 37, column: 18, scope: !162)
!165 = !DILocation(line: 37, column: 16, scope: !162)
!166 = !DILocation(line: 37, column: 22, scope: !162)
!167 = !DILocation(line: 37, column: 20, scope: !162)
!168 = !DILocation(line: 37, column: 9, scope: !162)
!169 = !DILocation(line: 38, column: 9, scope: !162)
!170 = !DILocation(line: 39, column: 5, scope: !162)
!171 = !DILocation(line: 39, column: 14, scope: !157)
!172 = !DILocation(line: 39, column: 18, scope: !157)
!173 = !DILocation(line: 39, column: 16, scope: !157)
!174 = distinct !{!174, !160, !175, !71}
!175 = !DILocation(line: 39, column: 19, scope: !157)
!176 = !DILocation(line: 40, column: 3, scope: !157)
!177 = !DILocation(line: 34, column: 27, scope: !152)
!178 = !DILocation(line: 34, column: 3, scope: !152)
!179 = distinct !{!179, !155, !180, !71}
!180 = !DILocation(line: 40, column: 3, scope: !148)
!181 = !DILocation(line: 41, column: 18, scope: !14)
!182 = !DILocation(line: 41, column: 3, scope: !14)
!183 = !DILocation(line: 42, column: 8, scope: !14)
!184 = !DILocation(line: 42, column: 3, scope: !14)
!185 = !DILocation(line: 43, column: 3, scope: !14)
!186 = distinct !DISubprogram(name: "alloc", scope: !1, file: !1, line: 6, type: !187, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!187 = !DISubroutineType(types: !188)
!188 = !{!33, !17}
!189 = !DILocalVariable(name: "n", arg: 1, scope: !186, file: !1, line: 6, type: !17)
!190 = !DILocation(line: 6, column: 26, scope: !186)
!191 = !DILocalVariable(name: "p", scope: !186, file: !1, line: 7, type: !33)
!192 = !DILocation(line: 7, column: 11, scope: !186)
!193 = !DILocation(line: 7, column: 47, scope: !186)
!194 = !DILocation(line: 7, column: 39, scope: !186)
!195 = !DILocation(line: 7, column: 37, scope: !186)
!196 = !DILocation(line: 7, column: 59, scope: !186)
!197 = !DILocation(line: 7, column: 51, scope: !186)
!198 = !DILocation(line: 7, column: 49, scope: !186)
!199 = !DILocation(line: 7, column: 15, scope: !186)
!200 = !DILocation(line: 8, column: 8, scope: !201)
!201 = distinct !DILexicalBlock(scope: !186, file: !1, line: 8, column: 7)
!202 = !DILocation(line: 8, column: 7, scope: !186)
!203 = !DILocation(line: 9, column: 5, scope: !204)
!204 = distinct !DILexicalBlock(scope: !201, file: !1, line: 8, column: 11)
!205 = !DILocation(line: 10, column: 5, scope: !204)
!206 = !DILocalVariable(name: "i", scope: !207, file: !1, line: 12, type: !17)
!207 = distinct !DILexicalBlock(scope: !186, file: !1, line: 12, column: 3)
!208 = !DILocation(line: 12, column: 12, scope: !207)
!209 = !DILocation(line: 12, column: 8, scope: !207)
!210 = !DILocation(line: 12, column: 19, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !1, line: 12, column: 3)
!212 = !DILocation(line: 12, column: 23, scope: !211)
!213 = !DILocation(line: 12, column: 27, scope: !211)
!214 = !DILocation(line: 12, column: 25, scope: !211)
!215 = !DILocation(line: 12, column: 21, scope: !211)
!216 = !DILocation(line: 12, column: 3, scope: !207)
!217 = !DILocation(line: 13, column: 12, scope: !211)
!218 = !DILocation(line: 13, column: 14, scope: !211)
!219 = !DILocation(line: 13, column: 5, scope: !211)
!220 = !DILocation(line: 13, column: 7, scope: !211)
!221 = !DILocation(line: 13, column: 10, scope: !211)
!222 = !DILocation(line: 12, column: 31, scope: !211)
!223 = !DILocation(line: 12, column: 3, scope: !211)
!224 = distinct !{!224, !216, !225, !71}
!225 = !DILocation(line: 13, column: 16, scope: !207)
!226 = !DILocation(line: 14, column: 10, scope: !186)
!227 = !DILocation(line: 14, column: 3, scope: !186)
