; ModuleID = 'converge_cap.c'
source_filename = "converge_cap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %16 = load i32, i32* %4, align 4, !dbg !24
  %17 = icmp sgt i32 %16, 1, !dbg !25
  br i1 %17, label %18, label %23, !dbg !24

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !26
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !26
  %21 = load i8*, i8** %20, align 8, !dbg !26
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !27
  br label %24, !dbg !24

23:                                               ; preds = %2
  br label %24, !dbg !24

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 2000, %23 ], !dbg !24
  store i32 %25, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %26 = load i32, i32* %4, align 4, !dbg !30
  %27 = icmp sgt i32 %26, 2, !dbg !31
  br i1 %27, label %28, label %33, !dbg !30

28:                                               ; preds = %24
  %29 = load i8**, i8*** %5, align 8, !dbg !32
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !32
  %31 = load i8*, i8** %30, align 8, !dbg !32
  %32 = call i32 @atoi(i8* noundef %31) #5, !dbg !33
  br label %34, !dbg !30

33:                                               ; preds = %24
  br label %34, !dbg !30

34:                                               ; preds = %33, %28
  %35 = phi i32 [ %32, %28 ], [ 500, %33 ], !dbg !30
  store i32 %35, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata double* %8, metadata !34, metadata !DIExpression()), !dbg !36
  store double 0x3EB0C6F7A0B5ED8D, double* %8, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata double** %9, metadata !37, metadata !DIExpression()), !dbg !39
  %36 = load i32, i32* %6, align 4, !dbg !40
  %37 = sext i32 %36 to i64, !dbg !40
  %38 = mul i64 %37, 8, !dbg !41
  %39 = call noalias i8* @malloc(i64 noundef %38) #6, !dbg !42
  %40 = bitcast i8* %39 to double*, !dbg !42
  store double* %40, double** %9, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata double** %10, metadata !43, metadata !DIExpression()), !dbg !44
  %41 = load i32, i32* %6, align 4, !dbg !45
  %42 = sext i32 %41 to i64, !dbg !45
  %43 = mul i64 %42, 8, !dbg !46
  %44 = call noalias i8* @malloc(i64 noundef %43) #6, !dbg !47
  %45 = bitcast i8* %44 to double*, !dbg !47
  store double* %45, double** %10, align 8, !dbg !44
  call void @llvm.dbg.declare(metadata i32* %11, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 0, i32* %11, align 4, !dbg !50
  br label %46, !dbg !51

46:                                               ; preds = %59, %34
  %47 = load i32, i32* %11, align 4, !dbg !52
  %48 = load i32, i32* %6, align 4, !dbg !54
  %49 = icmp slt i32 %47, %48, !dbg !55
  br i1 %49, label %50, label %62, !dbg !56

50:                                               ; preds = %46
  %51 = load i32, i32* %11, align 4, !dbg !57
  %52 = srem i32 %51, 17, !dbg !58
  %53 = sitofp i32 %52 to double, !dbg !59
  %54 = fmul double %53, 1.000000e-01, !dbg !60
  %55 = load double*, double** %9, align 8, !dbg !61
  %56 = load i32, i32* %11, align 4, !dbg !62
  %57 = sext i32 %56 to i64, !dbg !61
  %58 = getelementptr inbounds double, double* %55, i64 %57, !dbg !61
  store double %54, double* %58, align 8, !dbg !63
  br label %59, !dbg !61

59:                                               ; preds = %50
  %60 = load i32, i32* %11, align 4, !dbg !64
  %61 = add nsw i32 %60, 1, !dbg !64
  store i32 %61, i32* %11, align 4, !dbg !64
  br label %46, !dbg !65, !llvm.loop !66

62:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata i32* %12, metadata !69, metadata !DIExpression()), !dbg !70
  store i32 0, i32* %12, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata double* %13, metadata !71, metadata !DIExpression()), !dbg !72
  br label %63, !dbg !73

63:                                               ; preds = %141, %62
  store double 0.000000e+00, double* %13, align 8, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %14, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 1, i32* %14, align 4, !dbg !78
  br label %64, !dbg !79

64:                                               ; preds = %108, %63
  %65 = load i32, i32* %14, align 4, !dbg !80
  %66 = load i32, i32* %6, align 4, !dbg !82
  %67 = sub nsw i32 %66, 1, !dbg !83
  %68 = icmp slt i32 %65, %67, !dbg !84
  br i1 %68, label %69, label %111, !dbg !85

69:                                               ; preds = %64
  %70 = load double*, double** %9, align 8, !dbg !86
  %71 = load i32, i32* %14, align 4, !dbg !88
  %72 = sext i32 %71 to i64, !dbg !86
  %73 = getelementptr inbounds double, double* %70, i64 %72, !dbg !86
  %74 = load double, double* %73, align 8, !dbg !86
  %75 = load double*, double** %9, align 8, !dbg !89
  %76 = load i32, i32* %14, align 4, !dbg !90
  %77 = sub nsw i32 %76, 1, !dbg !91
  %78 = sext i32 %77 to i64, !dbg !89
  %79 = getelementptr inbounds double, double* %75, i64 %78, !dbg !89
  %80 = load double, double* %79, align 8, !dbg !89
  %81 = load double*, double** %9, align 8, !dbg !92
  %82 = load i32, i32* %14, align 4, !dbg !93
  %83 = add nsw i32 %82, 1, !dbg !94
  %84 = sext i32 %83 to i64, !dbg !92
  %85 = getelementptr inbounds double, double* %81, i64 %84, !dbg !92
  %86 = load double, double* %85, align 8, !dbg !92
  %87 = fadd double %80, %86, !dbg !95
  %88 = fmul double 2.500000e-01, %87, !dbg !96
  %89 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %74, double %88), !dbg !97
  %90 = load double*, double** %10, align 8, !dbg !98
  %91 = load i32, i32* %14, align 4, !dbg !99
  %92 = sext i32 %91 to i64, !dbg !98
  %93 = getelementptr inbounds double, double* %90, i64 %92, !dbg !98
  store double %89, double* %93, align 8, !dbg !100
  %94 = load double*, double** %10, align 8, !dbg !101
  %95 = load i32, i32* %14, align 4, !dbg !102
  %96 = sext i32 %95 to i64, !dbg !101
  %97 = getelementptr inbounds double, double* %94, i64 %96, !dbg !101
  %98 = load double, double* %97, align 8, !dbg !101
  %99 = load double*, double** %9, align 8, !dbg !103
  %100 = load i32, i32* %14, align 4, !dbg !104
  %101 = sext i32 %100 to i64, !dbg !103
  %102 = getelementptr inbounds double, double* %99, i64 %101, !dbg !103
  %103 = load double, double* %102, align 8, !dbg !103
  %104 = fsub double %98, %103, !dbg !105
  %105 = call double @llvm.fabs.f64(double %104), !dbg !106
  %106 = load double, double* %13, align 8, !dbg !107
  %107 = fadd double %106, %105, !dbg !107
  store double %107, double* %13, align 8, !dbg !107
  br label %108, !dbg !108

108:                                              ; preds = %69
  %109 = load i32, i32* %14, align 4, !dbg !109
  %110 = add nsw i32 %109, 1, !dbg !109
  store i32 %110, i32* %14, align 4, !dbg !109
  br label %64, !dbg !110, !llvm.loop !111

111:                                              ; preds = %64
  call void @llvm.dbg.declare(metadata i32* %15, metadata !113, metadata !DIExpression()), !dbg !115
  store i32 1, i32* %15, align 4, !dbg !115
  br label %112, !dbg !116

112:                                              ; preds = %127, %111
  %113 = load i32, i32* %15, align 4, !dbg !117
  %114 = load i32, i32* %6, align 4, !dbg !119
  %115 = sub nsw i32 %114, 1, !dbg !120
  %116 = icmp slt i32 %113, %115, !dbg !121
  br i1 %116, label %117, label %130, !dbg !122

117:                                              ; preds = %112
  %118 = load double*, double** %10, align 8, !dbg !123
  %119 = load i32, i32* %15, align 4, !dbg !124
  %120 = sext i32 %119 to i64, !dbg !123
  %121 = getelementptr inbounds double, double* %118, i64 %120, !dbg !123
  %122 = load double, double* %121, align 8, !dbg !123
  %123 = load double*, double** %9, align 8, !dbg !125
  %124 = load i32, i32* %15, align 4, !dbg !126
  %125 = sext i32 %124 to i64, !dbg !125
  %126 = getelementptr inbounds double, double* %123, i64 %125, !dbg !125
  store double %122, double* %126, align 8, !dbg !127
  br label %127, !dbg !125

127:                                              ; preds = %117
  %128 = load i32, i32* %15, align 4, !dbg !128
  %129 = add nsw i32 %128, 1, !dbg !128
  store i32 %129, i32* %15, align 4, !dbg !128
  br label %112, !dbg !129, !llvm.loop !130

130:                                              ; preds = %112
  %131 = load i32, i32* %12, align 4, !dbg !132
  %132 = add nsw i32 %131, 1, !dbg !132
  store i32 %132, i32* %12, align 4, !dbg !132
  br label %133, !dbg !133

133:                                              ; preds = %130
  %134 = load double, double* %13, align 8, !dbg !134
  %135 = load double, double* %8, align 8, !dbg !135
  %136 = fcmp ogt double %134, %135, !dbg !136
  br i1 %136, label %137, label %141, !dbg !137

137:                                              ; preds = %133
  %138 = load i32, i32* %12, align 4, !dbg !138
  %139 = load i32, i32* %7, align 4, !dbg !139
  %140 = icmp slt i32 %138, %139, !dbg !140
  br label %141

141:                                              ; preds = %137, %133
  %142 = phi i1 [ false, %133 ], [ %140, %137 ], !dbg !141
  br i1 %142, label %63, label %143, !dbg !133, !llvm.loop !142

143:                                              ; preds = %141
  %144 = load i32, i32* %12, align 4, !dbg !144
  %145 = load double, double* %13, align 8, !dbg !145
  %146 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %144, double noundef %145), !dbg !146
  ret i32 0, !dbg !147
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

declare i32 @printf(i8* noundef, ...) #4

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
!1 = !DIFile(filename: "converge_cap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "abc01611e249f7e4d49622c2c96f651f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!19 = !DILocation(line: 9, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 9, type: !14)
!21 = !DILocation(line: 9, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 10, type: !13)
!23 = !DILocation(line: 10, column: 7, scope: !10)
!24 = !DILocation(line: 10, column: 11, scope: !10)
!25 = !DILocation(line: 10, column: 16, scope: !10)
!26 = !DILocation(line: 10, column: 27, scope: !10)
!27 = !DILocation(line: 10, column: 22, scope: !10)
!28 = !DILocalVariable(name: "maxit", scope: !10, file: !1, line: 11, type: !13)
!29 = !DILocation(line: 11, column: 7, scope: !10)
!30 = !DILocation(line: 11, column: 15, scope: !10)
!31 = !DILocation(line: 11, column: 20, scope: !10)
!32 = !DILocation(line: 11, column: 31, scope: !10)
!33 = !DILocation(line: 11, column: 26, scope: !10)
!34 = !DILocalVariable(name: "tol", scope: !10, file: !1, line: 12, type: !35)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DILocation(line: 12, column: 10, scope: !10)
!37 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 13, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!39 = !DILocation(line: 13, column: 11, scope: !10)
!40 = !DILocation(line: 13, column: 22, scope: !10)
!41 = !DILocation(line: 13, column: 24, scope: !10)
!42 = !DILocation(line: 13, column: 15, scope: !10)
!43 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 13, type: !38)
!44 = !DILocation(line: 13, column: 44, scope: !10)
!45 = !DILocation(line: 13, column: 55, scope: !10)
!46 = !DILocation(line: 13, column: 57, scope: !10)
!47 = !DILocation(line: 13, column: 48, scope: !10)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 14, type: !13)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!50 = !DILocation(line: 14, column: 12, scope: !49)
!51 = !DILocation(line: 14, column: 8, scope: !49)
!52 = !DILocation(line: 14, column: 19, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !1, line: 14, column: 3)
!54 = !DILocation(line: 14, column: 23, scope: !53)
!55 = !DILocation(line: 14, column: 21, scope: !53)
!56 = !DILocation(line: 14, column: 3, scope: !49)
!57 = !DILocation(line: 14, column: 39, scope: !53)
!58 = !DILocation(line: 14, column: 41, scope: !53)
!59 = !DILocation(line: 14, column: 38, scope: !53)
!60 = !DILocation(line: 14, column: 47, scope: !53)
!61 = !DILocation(line: 14, column: 31, scope: !53)
!62 = !DILocation(line: 14, column: 33, scope: !53)
!63 = !DILocation(line: 14, column: 36, scope: !53)
!64 = !DILocation(line: 14, column: 27, scope: !53)
!65 = !DILocation(line: 14, column: 3, scope: !53)
!66 = distinct !{!66, !56, !67, !68}
!67 = !DILocation(line: 14, column: 49, scope: !49)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocalVariable(name: "it", scope: !10, file: !1, line: 15, type: !13)
!70 = !DILocation(line: 15, column: 7, scope: !10)
!71 = !DILocalVariable(name: "err", scope: !10, file: !1, line: 16, type: !35)
!72 = !DILocation(line: 16, column: 10, scope: !10)
!73 = !DILocation(line: 17, column: 3, scope: !10)
!74 = !DILocation(line: 18, column: 9, scope: !75)
!75 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 6)
!76 = !DILocalVariable(name: "i", scope: !77, file: !1, line: 19, type: !13)
!77 = distinct !DILexicalBlock(scope: !75, file: !1, line: 19, column: 5)
!78 = !DILocation(line: 19, column: 14, scope: !77)
!79 = !DILocation(line: 19, column: 10, scope: !77)
!80 = !DILocation(line: 19, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 19, column: 5)
!82 = !DILocation(line: 19, column: 25, scope: !81)
!83 = !DILocation(line: 19, column: 27, scope: !81)
!84 = !DILocation(line: 19, column: 23, scope: !81)
!85 = !DILocation(line: 19, column: 5, scope: !77)
!86 = !DILocation(line: 20, column: 20, scope: !87)
!87 = distinct !DILexicalBlock(scope: !81, file: !1, line: 19, column: 37)
!88 = !DILocation(line: 20, column: 22, scope: !87)
!89 = !DILocation(line: 20, column: 35, scope: !87)
!90 = !DILocation(line: 20, column: 37, scope: !87)
!91 = !DILocation(line: 20, column: 39, scope: !87)
!92 = !DILocation(line: 20, column: 46, scope: !87)
!93 = !DILocation(line: 20, column: 48, scope: !87)
!94 = !DILocation(line: 20, column: 50, scope: !87)
!95 = !DILocation(line: 20, column: 44, scope: !87)
!96 = !DILocation(line: 20, column: 32, scope: !87)
!97 = !DILocation(line: 20, column: 25, scope: !87)
!98 = !DILocation(line: 20, column: 7, scope: !87)
!99 = !DILocation(line: 20, column: 9, scope: !87)
!100 = !DILocation(line: 20, column: 12, scope: !87)
!101 = !DILocation(line: 21, column: 19, scope: !87)
!102 = !DILocation(line: 21, column: 21, scope: !87)
!103 = !DILocation(line: 21, column: 26, scope: !87)
!104 = !DILocation(line: 21, column: 28, scope: !87)
!105 = !DILocation(line: 21, column: 24, scope: !87)
!106 = !DILocation(line: 21, column: 14, scope: !87)
!107 = !DILocation(line: 21, column: 11, scope: !87)
!108 = !DILocation(line: 22, column: 5, scope: !87)
!109 = !DILocation(line: 19, column: 33, scope: !81)
!110 = !DILocation(line: 19, column: 5, scope: !81)
!111 = distinct !{!111, !85, !112, !68}
!112 = !DILocation(line: 22, column: 5, scope: !77)
!113 = !DILocalVariable(name: "i", scope: !114, file: !1, line: 23, type: !13)
!114 = distinct !DILexicalBlock(scope: !75, file: !1, line: 23, column: 5)
!115 = !DILocation(line: 23, column: 14, scope: !114)
!116 = !DILocation(line: 23, column: 10, scope: !114)
!117 = !DILocation(line: 23, column: 21, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !1, line: 23, column: 5)
!119 = !DILocation(line: 23, column: 25, scope: !118)
!120 = !DILocation(line: 23, column: 27, scope: !118)
!121 = !DILocation(line: 23, column: 23, scope: !118)
!122 = !DILocation(line: 23, column: 5, scope: !114)
!123 = !DILocation(line: 23, column: 44, scope: !118)
!124 = !DILocation(line: 23, column: 46, scope: !118)
!125 = !DILocation(line: 23, column: 37, scope: !118)
!126 = !DILocation(line: 23, column: 39, scope: !118)
!127 = !DILocation(line: 23, column: 42, scope: !118)
!128 = !DILocation(line: 23, column: 33, scope: !118)
!129 = !DILocation(line: 23, column: 5, scope: !118)
!130 = distinct !{!130, !122, !131, !68}
!131 = !DILocation(line: 23, column: 47, scope: !114)
!132 = !DILocation(line: 24, column: 7, scope: !75)
!133 = !DILocation(line: 25, column: 3, scope: !75)
!134 = !DILocation(line: 25, column: 12, scope: !10)
!135 = !DILocation(line: 25, column: 18, scope: !10)
!136 = !DILocation(line: 25, column: 16, scope: !10)
!137 = !DILocation(line: 25, column: 22, scope: !10)
!138 = !DILocation(line: 25, column: 25, scope: !10)
!139 = !DILocation(line: 25, column: 30, scope: !10)
!140 = !DILocation(line: 25, column: 28, scope: !10)
!141 = !DILocation(line: 0, scope: !10)
!142 = distinct !{!142, !73, !143, !68}
!143 = !DILocation(line: 25, column: 35, scope: !10)
!144 = !DILocation(line: 26, column: 21, scope: !10)
!145 = !DILocation(line: 26, column: 25, scope: !10)
!146 = !DILocation(line: 26, column: 3, scope: !10)
!147 = !DILocation(line: 27, column: 3, scope: !10)
