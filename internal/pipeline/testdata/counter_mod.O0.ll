; ModuleID = 'counter_mod.c'
source_filename = "counter_mod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
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
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %14 = load i32, i32* %4, align 4, !dbg !24
  %15 = icmp sgt i32 %14, 1, !dbg !25
  br i1 %15, label %16, label %21, !dbg !24

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !26
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !26
  %19 = load i8*, i8** %18, align 8, !dbg !26
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !27
  br label %22, !dbg !24

21:                                               ; preds = %2
  br label %22, !dbg !24

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 1000, %21 ], !dbg !24
  store i32 %23, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !31
  %24 = load i32, i32* %6, align 4, !dbg !32
  %25 = icmp sgt i32 %24, 0, !dbg !33
  br i1 %25, label %26, label %28, !dbg !32

26:                                               ; preds = %22
  %27 = load i32, i32* %6, align 4, !dbg !34
  br label %29, !dbg !32

28:                                               ; preds = %22
  br label %29, !dbg !32

29:                                               ; preds = %28, %26
  %30 = phi i32 [ %27, %26 ], [ 1, %28 ], !dbg !32
  %31 = sext i32 %30 to i64, !dbg !35
  %32 = mul i64 %31, 8, !dbg !36
  %33 = call noalias i8* @malloc(i64 noundef %32) #6, !dbg !37
  %34 = bitcast i8* %33 to double*, !dbg !37
  store double* %34, double** %7, align 8, !dbg !31
  %35 = load double*, double** %7, align 8, !dbg !38
  %36 = icmp ne double* %35, null, !dbg !38
  br i1 %36, label %38, label %37, !dbg !40

37:                                               ; preds = %29
  store i32 1, i32* %3, align 4, !dbg !41
  br label %166, !dbg !41

38:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata double* %8, metadata !42, metadata !DIExpression()), !dbg !43
  store double 0.000000e+00, double* %8, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %9, metadata !44, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %9, align 4, !dbg !46
  br label %39, !dbg !47

39:                                               ; preds = %62, %38
  %40 = load i32, i32* %9, align 4, !dbg !48
  %41 = load i32, i32* %6, align 4, !dbg !50
  %42 = icmp slt i32 %40, %41, !dbg !51
  br i1 %42, label %43, label %65, !dbg !52

43:                                               ; preds = %39
  %44 = load i32, i32* %9, align 4, !dbg !53
  %45 = sitofp i32 %44 to double, !dbg !53
  %46 = load double*, double** %7, align 8, !dbg !55
  %47 = load i32, i32* %9, align 4, !dbg !56
  %48 = sext i32 %47 to i64, !dbg !55
  %49 = getelementptr inbounds double, double* %46, i64 %48, !dbg !55
  store double %45, double* %49, align 8, !dbg !57
  %50 = load i32, i32* %9, align 4, !dbg !58
  %51 = srem i32 %50, 4, !dbg !60
  %52 = icmp eq i32 %51, 0, !dbg !61
  br i1 %52, label %53, label %61, !dbg !62

53:                                               ; preds = %43
  %54 = load double*, double** %7, align 8, !dbg !63
  %55 = load i32, i32* %9, align 4, !dbg !64
  %56 = sext i32 %55 to i64, !dbg !63
  %57 = getelementptr inbounds double, double* %54, i64 %56, !dbg !63
  %58 = load double, double* %57, align 8, !dbg !63
  %59 = load double, double* %8, align 8, !dbg !65
  %60 = fadd double %59, %58, !dbg !65
  store double %60, double* %8, align 8, !dbg !65
  br label %61, !dbg !66

61:                                               ; preds = %53, %43
  br label %62, !dbg !67

62:                                               ; preds = %61
  %63 = load i32, i32* %9, align 4, !dbg !68
  %64 = add nsw i32 %63, 1, !dbg !68
  store i32 %64, i32* %9, align 4, !dbg !68
  br label %39, !dbg !69, !llvm.loop !70

65:                                               ; preds = %39
  call void @llvm.dbg.declare(metadata i32* %10, metadata !73, metadata !DIExpression()), !dbg !75
  store i32 0, i32* %10, align 4, !dbg !75
  br label %66, !dbg !76

66:                                               ; preds = %96, %65
  %67 = load i32, i32* %10, align 4, !dbg !77
  %68 = load i32, i32* %6, align 4, !dbg !79
  %69 = icmp slt i32 %67, %68, !dbg !80
  br i1 %69, label %70, label %99, !dbg !81

70:                                               ; preds = %66
  %71 = load i32, i32* %10, align 4, !dbg !82
  %72 = srem i32 %71, 7, !dbg !84
  switch i32 %72, label %92 [
    i32 0, label %73
    i32 1, label %81
    i32 5, label %81
    i32 3, label %89
  ], !dbg !85

73:                                               ; preds = %70
  %74 = load double*, double** %7, align 8, !dbg !86
  %75 = load i32, i32* %10, align 4, !dbg !88
  %76 = sext i32 %75 to i64, !dbg !86
  %77 = getelementptr inbounds double, double* %74, i64 %76, !dbg !86
  %78 = load double, double* %77, align 8, !dbg !86
  %79 = load double, double* %8, align 8, !dbg !89
  %80 = fadd double %79, %78, !dbg !89
  store double %80, double* %8, align 8, !dbg !89
  br label %95, !dbg !90

81:                                               ; preds = %70, %70
  %82 = load double*, double** %7, align 8, !dbg !91
  %83 = load i32, i32* %10, align 4, !dbg !92
  %84 = sext i32 %83 to i64, !dbg !91
  %85 = getelementptr inbounds double, double* %82, i64 %84, !dbg !91
  %86 = load double, double* %85, align 8, !dbg !91
  %87 = load double, double* %8, align 8, !dbg !93
  %88 = fsub double %87, %86, !dbg !93
  store double %88, double* %8, align 8, !dbg !93
  br label %95, !dbg !94

89:                                               ; preds = %70
  %90 = load double, double* %8, align 8, !dbg !95
  %91 = fmul double %90, 1.000100e+00, !dbg !95
  store double %91, double* %8, align 8, !dbg !95
  br label %95, !dbg !96

92:                                               ; preds = %70
  %93 = load double, double* %8, align 8, !dbg !97
  %94 = fadd double %93, 1.000000e+00, !dbg !97
  store double %94, double* %8, align 8, !dbg !97
  br label %95, !dbg !98

95:                                               ; preds = %92, %89, %81, %73
  br label %96, !dbg !99

96:                                               ; preds = %95
  %97 = load i32, i32* %10, align 4, !dbg !100
  %98 = add nsw i32 %97, 1, !dbg !100
  store i32 %98, i32* %10, align 4, !dbg !100
  br label %66, !dbg !101, !llvm.loop !102

99:                                               ; preds = %66
  call void @llvm.dbg.declare(metadata i32* %11, metadata !104, metadata !DIExpression()), !dbg !106
  store i32 0, i32* %11, align 4, !dbg !106
  br label %100, !dbg !107

100:                                              ; preds = %115, %99
  %101 = load i32, i32* %11, align 4, !dbg !108
  %102 = load i32, i32* %6, align 4, !dbg !110
  %103 = icmp slt i32 %101, %102, !dbg !111
  br i1 %103, label %104, label %118, !dbg !112

104:                                              ; preds = %100
  %105 = load i32, i32* %11, align 4, !dbg !113
  %106 = and i32 %105, 3, !dbg !115
  %107 = icmp eq i32 %106, 1, !dbg !116
  br i1 %107, label %108, label %114, !dbg !117

108:                                              ; preds = %104
  %109 = load double, double* %8, align 8, !dbg !118
  %110 = load double*, double** %7, align 8, !dbg !119
  %111 = load i32, i32* %11, align 4, !dbg !120
  %112 = sext i32 %111 to i64, !dbg !119
  %113 = getelementptr inbounds double, double* %110, i64 %112, !dbg !119
  store double %109, double* %113, align 8, !dbg !121
  br label %114, !dbg !119

114:                                              ; preds = %108, %104
  br label %115, !dbg !122

115:                                              ; preds = %114
  %116 = load i32, i32* %11, align 4, !dbg !123
  %117 = add nsw i32 %116, 1, !dbg !123
  store i32 %117, i32* %11, align 4, !dbg !123
  br label %100, !dbg !124, !llvm.loop !125

118:                                              ; preds = %100
  call void @llvm.dbg.declare(metadata i32* %12, metadata !127, metadata !DIExpression()), !dbg !129
  store i32 1, i32* %12, align 4, !dbg !129
  br label %119, !dbg !130

119:                                              ; preds = %136, %118
  %120 = load i32, i32* %12, align 4, !dbg !131
  %121 = load i32, i32* %6, align 4, !dbg !133
  %122 = icmp slt i32 %120, %121, !dbg !134
  br i1 %122, label %123, label %139, !dbg !135

123:                                              ; preds = %119
  %124 = load i32, i32* %12, align 4, !dbg !136
  %125 = srem i32 %124, 5, !dbg !138
  %126 = icmp eq i32 %125, 2, !dbg !139
  br i1 %126, label %127, label %135, !dbg !140

127:                                              ; preds = %123
  %128 = load double*, double** %7, align 8, !dbg !141
  %129 = load i32, i32* %12, align 4, !dbg !142
  %130 = sext i32 %129 to i64, !dbg !141
  %131 = getelementptr inbounds double, double* %128, i64 %130, !dbg !141
  %132 = load double, double* %131, align 8, !dbg !141
  %133 = load double, double* %8, align 8, !dbg !143
  %134 = fadd double %133, %132, !dbg !143
  store double %134, double* %8, align 8, !dbg !143
  br label %135, !dbg !144

135:                                              ; preds = %127, %123
  br label %136, !dbg !145

136:                                              ; preds = %135
  %137 = load i32, i32* %12, align 4, !dbg !146
  %138 = add nsw i32 %137, 3, !dbg !146
  store i32 %138, i32* %12, align 4, !dbg !146
  br label %119, !dbg !147, !llvm.loop !148

139:                                              ; preds = %119
  call void @llvm.dbg.declare(metadata i32* %13, metadata !150, metadata !DIExpression()), !dbg !152
  store i32 0, i32* %13, align 4, !dbg !152
  br label %140, !dbg !153

140:                                              ; preds = %158, %139
  %141 = load i32, i32* %13, align 4, !dbg !154
  %142 = load i32, i32* %6, align 4, !dbg !156
  %143 = icmp slt i32 %141, %142, !dbg !157
  br i1 %143, label %144, label %161, !dbg !158

144:                                              ; preds = %140
  %145 = load i32, i32* %13, align 4, !dbg !159
  %146 = srem i32 %145, 3, !dbg !161
  %147 = icmp ne i32 %146, 2, !dbg !162
  br i1 %147, label %148, label %157, !dbg !163

148:                                              ; preds = %144
  %149 = load double*, double** %7, align 8, !dbg !164
  %150 = load i32, i32* %13, align 4, !dbg !165
  %151 = sext i32 %150 to i64, !dbg !164
  %152 = getelementptr inbounds double, double* %149, i64 %151, !dbg !164
  %153 = load double, double* %152, align 8, !dbg !164
  %154 = load double, double* %8, align 8, !dbg !166
  %155 = fneg double %153, !dbg !166
  %156 = call double @llvm.fmuladd.f64(double %155, double 5.000000e-01, double %154), !dbg !166
  store double %156, double* %8, align 8, !dbg !166
  br label %157, !dbg !167

157:                                              ; preds = %148, %144
  br label %158, !dbg !168

158:                                              ; preds = %157
  %159 = load i32, i32* %13, align 4, !dbg !169
  %160 = add nsw i32 %159, 1, !dbg !169
  store i32 %160, i32* %13, align 4, !dbg !169
  br label %140, !dbg !170, !llvm.loop !171

161:                                              ; preds = %140
  %162 = load double, double* %8, align 8, !dbg !173
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %162), !dbg !174
  %164 = load double*, double** %7, align 8, !dbg !175
  %165 = bitcast double* %164 to i8*, !dbg !175
  call void @free(i8* noundef %165) #6, !dbg !176
  store i32 0, i32* %3, align 4, !dbg !177
  br label %166, !dbg !177

166:                                              ; preds = %161, %37
  %167 = load i32, i32* %3, align 4, !dbg !178
  ret i32 %167, !dbg !178
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "counter_mod.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "159343040fa4d97853e9cbffb0e81302")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!19 = !DILocation(line: 8, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 8, type: !14)
!21 = !DILocation(line: 8, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 9, type: !13)
!23 = !DILocation(line: 9, column: 7, scope: !10)
!24 = !DILocation(line: 9, column: 11, scope: !10)
!25 = !DILocation(line: 9, column: 16, scope: !10)
!26 = !DILocation(line: 9, column: 27, scope: !10)
!27 = !DILocation(line: 9, column: 22, scope: !10)
!28 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 10, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocation(line: 10, column: 11, scope: !10)
!32 = !DILocation(line: 10, column: 23, scope: !10)
!33 = !DILocation(line: 10, column: 25, scope: !10)
!34 = !DILocation(line: 10, column: 31, scope: !10)
!35 = !DILocation(line: 10, column: 22, scope: !10)
!36 = !DILocation(line: 10, column: 38, scope: !10)
!37 = !DILocation(line: 10, column: 15, scope: !10)
!38 = !DILocation(line: 11, column: 8, scope: !39)
!39 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!40 = !DILocation(line: 11, column: 7, scope: !10)
!41 = !DILocation(line: 12, column: 5, scope: !39)
!42 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 13, type: !30)
!43 = !DILocation(line: 13, column: 10, scope: !10)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 14, type: !13)
!45 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!46 = !DILocation(line: 14, column: 12, scope: !45)
!47 = !DILocation(line: 14, column: 8, scope: !45)
!48 = !DILocation(line: 14, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 14, column: 3)
!50 = !DILocation(line: 14, column: 23, scope: !49)
!51 = !DILocation(line: 14, column: 21, scope: !49)
!52 = !DILocation(line: 14, column: 3, scope: !45)
!53 = !DILocation(line: 15, column: 12, scope: !54)
!54 = distinct !DILexicalBlock(scope: !49, file: !1, line: 14, column: 31)
!55 = !DILocation(line: 15, column: 5, scope: !54)
!56 = !DILocation(line: 15, column: 7, scope: !54)
!57 = !DILocation(line: 15, column: 10, scope: !54)
!58 = !DILocation(line: 16, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !54, file: !1, line: 16, column: 9)
!60 = !DILocation(line: 16, column: 11, scope: !59)
!61 = !DILocation(line: 16, column: 15, scope: !59)
!62 = !DILocation(line: 16, column: 9, scope: !54)
!63 = !DILocation(line: 17, column: 12, scope: !59)
!64 = !DILocation(line: 17, column: 14, scope: !59)
!65 = !DILocation(line: 17, column: 9, scope: !59)
!66 = !DILocation(line: 17, column: 7, scope: !59)
!67 = !DILocation(line: 18, column: 3, scope: !54)
!68 = !DILocation(line: 14, column: 27, scope: !49)
!69 = !DILocation(line: 14, column: 3, scope: !49)
!70 = distinct !{!70, !52, !71, !72}
!71 = !DILocation(line: 18, column: 3, scope: !45)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocalVariable(name: "i", scope: !74, file: !1, line: 19, type: !13)
!74 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!75 = !DILocation(line: 19, column: 12, scope: !74)
!76 = !DILocation(line: 19, column: 8, scope: !74)
!77 = !DILocation(line: 19, column: 19, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !1, line: 19, column: 3)
!79 = !DILocation(line: 19, column: 23, scope: !78)
!80 = !DILocation(line: 19, column: 21, scope: !78)
!81 = !DILocation(line: 19, column: 3, scope: !74)
!82 = !DILocation(line: 20, column: 13, scope: !83)
!83 = distinct !DILexicalBlock(scope: !78, file: !1, line: 19, column: 31)
!84 = !DILocation(line: 20, column: 15, scope: !83)
!85 = !DILocation(line: 20, column: 5, scope: !83)
!86 = !DILocation(line: 22, column: 12, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 20, column: 20)
!88 = !DILocation(line: 22, column: 14, scope: !87)
!89 = !DILocation(line: 22, column: 9, scope: !87)
!90 = !DILocation(line: 23, column: 7, scope: !87)
!91 = !DILocation(line: 26, column: 12, scope: !87)
!92 = !DILocation(line: 26, column: 14, scope: !87)
!93 = !DILocation(line: 26, column: 9, scope: !87)
!94 = !DILocation(line: 27, column: 7, scope: !87)
!95 = !DILocation(line: 29, column: 9, scope: !87)
!96 = !DILocation(line: 30, column: 7, scope: !87)
!97 = !DILocation(line: 32, column: 9, scope: !87)
!98 = !DILocation(line: 33, column: 5, scope: !87)
!99 = !DILocation(line: 34, column: 3, scope: !83)
!100 = !DILocation(line: 19, column: 27, scope: !78)
!101 = !DILocation(line: 19, column: 3, scope: !78)
!102 = distinct !{!102, !81, !103, !72}
!103 = !DILocation(line: 34, column: 3, scope: !74)
!104 = !DILocalVariable(name: "i", scope: !105, file: !1, line: 35, type: !13)
!105 = distinct !DILexicalBlock(scope: !10, file: !1, line: 35, column: 3)
!106 = !DILocation(line: 35, column: 12, scope: !105)
!107 = !DILocation(line: 35, column: 8, scope: !105)
!108 = !DILocation(line: 35, column: 19, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !1, line: 35, column: 3)
!110 = !DILocation(line: 35, column: 23, scope: !109)
!111 = !DILocation(line: 35, column: 21, scope: !109)
!112 = !DILocation(line: 35, column: 3, scope: !105)
!113 = !DILocation(line: 36, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !109, file: !1, line: 36, column: 9)
!115 = !DILocation(line: 36, column: 12, scope: !114)
!116 = !DILocation(line: 36, column: 17, scope: !114)
!117 = !DILocation(line: 36, column: 9, scope: !109)
!118 = !DILocation(line: 37, column: 14, scope: !114)
!119 = !DILocation(line: 37, column: 7, scope: !114)
!120 = !DILocation(line: 37, column: 9, scope: !114)
!121 = !DILocation(line: 37, column: 12, scope: !114)
!122 = !DILocation(line: 36, column: 20, scope: !114)
!123 = !DILocation(line: 35, column: 27, scope: !109)
!124 = !DILocation(line: 35, column: 3, scope: !109)
!125 = distinct !{!125, !112, !126, !72}
!126 = !DILocation(line: 37, column: 14, scope: !105)
!127 = !DILocalVariable(name: "i", scope: !128, file: !1, line: 38, type: !13)
!128 = distinct !DILexicalBlock(scope: !10, file: !1, line: 38, column: 3)
!129 = !DILocation(line: 38, column: 12, scope: !128)
!130 = !DILocation(line: 38, column: 8, scope: !128)
!131 = !DILocation(line: 38, column: 19, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !1, line: 38, column: 3)
!133 = !DILocation(line: 38, column: 23, scope: !132)
!134 = !DILocation(line: 38, column: 21, scope: !132)
!135 = !DILocation(line: 38, column: 3, scope: !128)
!136 = !DILocation(line: 39, column: 9, scope: !137)
!137 = distinct !DILexicalBlock(scope: !132, file: !1, line: 39, column: 9)
!138 = !DILocation(line: 39, column: 11, scope: !137)
!139 = !DILocation(line: 39, column: 15, scope: !137)
!140 = !DILocation(line: 39, column: 9, scope: !132)
!141 = !DILocation(line: 40, column: 12, scope: !137)
!142 = !DILocation(line: 40, column: 14, scope: !137)
!143 = !DILocation(line: 40, column: 9, scope: !137)
!144 = !DILocation(line: 40, column: 7, scope: !137)
!145 = !DILocation(line: 39, column: 18, scope: !137)
!146 = !DILocation(line: 38, column: 28, scope: !132)
!147 = !DILocation(line: 38, column: 3, scope: !132)
!148 = distinct !{!148, !135, !149, !72}
!149 = !DILocation(line: 40, column: 15, scope: !128)
!150 = !DILocalVariable(name: "i", scope: !151, file: !1, line: 41, type: !13)
!151 = distinct !DILexicalBlock(scope: !10, file: !1, line: 41, column: 3)
!152 = !DILocation(line: 41, column: 12, scope: !151)
!153 = !DILocation(line: 41, column: 8, scope: !151)
!154 = !DILocation(line: 41, column: 19, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !1, line: 41, column: 3)
!156 = !DILocation(line: 41, column: 23, scope: !155)
!157 = !DILocation(line: 41, column: 21, scope: !155)
!158 = !DILocation(line: 41, column: 3, scope: !151)
!159 = !DILocation(line: 42, column: 9, scope: !160)
!160 = distinct !DILexicalBlock(scope: !155, file: !1, line: 42, column: 9)
!161 = !DILocation(line: 42, column: 11, scope: !160)
!162 = !DILocation(line: 42, column: 15, scope: !160)
!163 = !DILocation(line: 42, column: 9, scope: !155)
!164 = !DILocation(line: 43, column: 12, scope: !160)
!165 = !DILocation(line: 43, column: 14, scope: !160)
!166 = !DILocation(line: 43, column: 9, scope: !160)
!167 = !DILocation(line: 43, column: 7, scope: !160)
!168 = !DILocation(line: 42, column: 18, scope: !160)
!169 = !DILocation(line: 41, column: 27, scope: !155)
!170 = !DILocation(line: 41, column: 3, scope: !155)
!171 = distinct !{!171, !158, !172, !72}
!172 = !DILocation(line: 43, column: 19, scope: !151)
!173 = !DILocation(line: 44, column: 18, scope: !10)
!174 = !DILocation(line: 44, column: 3, scope: !10)
!175 = !DILocation(line: 45, column: 8, scope: !10)
!176 = !DILocation(line: 45, column: 3, scope: !10)
!177 = !DILocation(line: 46, column: 3, scope: !10)
!178 = !DILocation(line: 47, column: 1, scope: !10)
