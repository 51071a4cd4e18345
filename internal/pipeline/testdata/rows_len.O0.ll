; ModuleID = 'rows_len.c'
source_filename = "rows_len.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.row = type { i32, double* }

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.row*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %15 = load i32, i32* %4, align 4, !dbg !24
  %16 = icmp sgt i32 %15, 1, !dbg !25
  br i1 %16, label %17, label %22, !dbg !24

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !26
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !26
  %20 = load i8*, i8** %19, align 8, !dbg !26
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !27
  br label %23, !dbg !24

22:                                               ; preds = %2
  br label %23, !dbg !24

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 40, %22 ], !dbg !24
  store i32 %24, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %25 = load i32, i32* %4, align 4, !dbg !30
  %26 = icmp sgt i32 %25, 2, !dbg !31
  br i1 %26, label %27, label %32, !dbg !30

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !32
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !32
  %30 = load i8*, i8** %29, align 8, !dbg !32
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !33
  br label %33, !dbg !30

32:                                               ; preds = %23
  br label %33, !dbg !30

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 3, %32 ], !dbg !30
  store i32 %34, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata %struct.row** %8, metadata !34, metadata !DIExpression()), !dbg !42
  %35 = load i32, i32* %6, align 4, !dbg !43
  %36 = sext i32 %35 to i64, !dbg !43
  %37 = mul i64 %36, 16, !dbg !44
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !45
  %39 = bitcast i8* %38 to %struct.row*, !dbg !45
  store %struct.row* %39, %struct.row** %8, align 8, !dbg !42
  call void @llvm.dbg.declare(metadata i32* %9, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %9, align 4, !dbg !48
  br label %40, !dbg !49

40:                                               ; preds = %65, %33
  %41 = load i32, i32* %9, align 4, !dbg !50
  %42 = load i32, i32* %6, align 4, !dbg !52
  %43 = icmp slt i32 %41, %42, !dbg !53
  br i1 %43, label %44, label %68, !dbg !54

44:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata i32* %10, metadata !55, metadata !DIExpression()), !dbg !57
  %45 = load i32, i32* %7, align 4, !dbg !58
  %46 = load i32, i32* %9, align 4, !dbg !59
  %47 = mul nsw i32 %45, %46, !dbg !60
  %48 = add nsw i32 %47, 1, !dbg !61
  store i32 %48, i32* %10, align 4, !dbg !57
  %49 = load i32, i32* %10, align 4, !dbg !62
  %50 = load %struct.row*, %struct.row** %8, align 8, !dbg !63
  %51 = load i32, i32* %9, align 4, !dbg !64
  %52 = sext i32 %51 to i64, !dbg !63
  %53 = getelementptr inbounds %struct.row, %struct.row* %50, i64 %52, !dbg !63
  %54 = getelementptr inbounds %struct.row, %struct.row* %53, i32 0, i32 0, !dbg !65
  store i32 %49, i32* %54, align 8, !dbg !66
  %55 = load i32, i32* %10, align 4, !dbg !67
  %56 = sext i32 %55 to i64, !dbg !67
  %57 = mul i64 %56, 8, !dbg !68
  %58 = call noalias i8* @malloc(i64 noundef %57) #6, !dbg !69
  %59 = bitcast i8* %58 to double*, !dbg !69
  %60 = load %struct.row*, %struct.row** %8, align 8, !dbg !70
  %61 = load i32, i32* %9, align 4, !dbg !71
  %62 = sext i32 %61 to i64, !dbg !70
  %63 = getelementptr inbounds %struct.row, %struct.row* %60, i64 %62, !dbg !70
  %64 = getelementptr inbounds %struct.row, %struct.row* %63, i32 0, i32 1, !dbg !72
  store double* %59, double** %64, align 8, !dbg !73
  br label %65, !dbg !74

65:                                               ; preds = %44
  %66 = load i32, i32* %9, align 4, !dbg !75
  %67 = add nsw i32 %66, 1, !dbg !75
  store i32 %67, i32* %9, align 4, !dbg !75
  br label %40, !dbg !76, !llvm.loop !77

68:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata double* %11, metadata !80, metadata !DIExpression()), !dbg !81
  store double 0.000000e+00, double* %11, align 8, !dbg !81
  call void @llvm.dbg.declare(metadata i32* %12, metadata !82, metadata !DIExpression()), !dbg !84
  store i32 0, i32* %12, align 4, !dbg !84
  br label %69, !dbg !85

69:                                               ; preds = %113, %68
  %70 = load i32, i32* %12, align 4, !dbg !86
  %71 = load i32, i32* %6, align 4, !dbg !88
  %72 = icmp slt i32 %70, %71, !dbg !89
  br i1 %72, label %73, label %116, !dbg !90

73:                                               ; preds = %69
  call void @llvm.dbg.declare(metadata i32* %13, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 0, i32* %13, align 4, !dbg !93
  br label %74, !dbg !94

74:                                               ; preds = %109, %73
  %75 = load i32, i32* %13, align 4, !dbg !95
  %76 = load %struct.row*, %struct.row** %8, align 8, !dbg !97
  %77 = load i32, i32* %12, align 4, !dbg !98
  %78 = sext i32 %77 to i64, !dbg !97
  %79 = getelementptr inbounds %struct.row, %struct.row* %76, i64 %78, !dbg !97
  %80 = call i32 @row_len(%struct.row* noundef %79), !dbg !99
  %81 = icmp slt i32 %75, %80, !dbg !100
  br i1 %81, label %82, label %112, !dbg !101

82:                                               ; preds = %74
  %83 = load i32, i32* %13, align 4, !dbg !102
  %84 = sitofp i32 %83 to double, !dbg !102
  %85 = load i32, i32* %12, align 4, !dbg !104
  %86 = sitofp i32 %85 to double, !dbg !104
  %87 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %84, double %86), !dbg !105
  %88 = load %struct.row*, %struct.row** %8, align 8, !dbg !106
  %89 = load i32, i32* %12, align 4, !dbg !107
  %90 = sext i32 %89 to i64, !dbg !106
  %91 = getelementptr inbounds %struct.row, %struct.row* %88, i64 %90, !dbg !106
  %92 = getelementptr inbounds %struct.row, %struct.row* %91, i32 0, i32 1, !dbg !108
  %93 = load double*, double** %92, align 8, !dbg !108
  %94 = load i32, i32* %13, align 4, !dbg !109
  %95 = sext i32 %94 to i64, !dbg !106
  %96 = getelementptr inbounds double, double* %93, i64 %95, !dbg !106
  store double %87, double* %96, align 8, !dbg !110
  %97 = load %struct.row*, %struct.row** %8, align 8, !dbg !111
  %98 = load i32, i32* %12, align 4, !dbg !112
  %99 = sext i32 %98 to i64, !dbg !111
  %100 = getelementptr inbounds %struct.row, %struct.row* %97, i64 %99, !dbg !111
  %101 = getelementptr inbounds %struct.row, %struct.row* %100, i32 0, i32 1, !dbg !113
  %102 = load double*, double** %101, align 8, !dbg !113
  %103 = load i32, i32* %13, align 4, !dbg !114
  %104 = sext i32 %103 to i64, !dbg !111
  %105 = getelementptr inbounds double, double* %102, i64 %104, !dbg !111
  %106 = load double, double* %105, align 8, !dbg !111
  %107 = load double, double* %11, align 8, !dbg !115
  %108 = fadd double %107, %106, !dbg !115
  store double %108, double* %11, align 8, !dbg !115
  br label %109, !dbg !116

109:                                              ; preds = %82
  %110 = load i32, i32* %13, align 4, !dbg !117
  %111 = add nsw i32 %110, 1, !dbg !117
  store i32 %111, i32* %13, align 4, !dbg !117
  br label %74, !dbg !118, !llvm.loop !119

112:                                              ; preds = %74
  br label %113, !dbg !120

113:                                              ; preds = %112
  %114 = load i32, i32* %12, align 4, !dbg !121
  %115 = add nsw i32 %114, 1, !dbg !121
  store i32 %115, i32* %12, align 4, !dbg !121
  br label %69, !dbg !122, !llvm.loop !123

116:                                              ; preds = %69
  call void @llvm.dbg.declare(metadata i32* %14, metadata !125, metadata !DIExpression()), !dbg !127
  store i32 0, i32* %14, align 4, !dbg !127
  br label %117, !dbg !128

117:                                              ; preds = %129, %116
  %118 = load i32, i32* %14, align 4, !dbg !129
  %119 = load i32, i32* %6, align 4, !dbg !131
  %120 = icmp slt i32 %118, %119, !dbg !132
  br i1 %120, label %121, label %132, !dbg !133

121:                                              ; preds = %117
  %122 = load %struct.row*, %struct.row** %8, align 8, !dbg !134
  %123 = load i32, i32* %14, align 4, !dbg !135
  %124 = sext i32 %123 to i64, !dbg !134
  %125 = getelementptr inbounds %struct.row, %struct.row* %122, i64 %124, !dbg !134
  %126 = getelementptr inbounds %struct.row, %struct.row* %125, i32 0, i32 1, !dbg !136
  %127 = load double*, double** %126, align 8, !dbg !136
  %128 = bitcast double* %127 to i8*, !dbg !134
  call void @free(i8* noundef %128) #6, !dbg !137
  br label %129, !dbg !137

129:                                              ; preds = %121
  %130 = load i32, i32* %14, align 4, !dbg !138
  %131 = add nsw i32 %130, 1, !dbg !138
  store i32 %131, i32* %14, align 4, !dbg !138
  br label %117, !dbg !139, !llvm.loop !140

132:                                              ; preds = %117
  %133 = load %struct.row*, %struct.row** %8, align 8, !dbg !142
  %134 = bitcast %struct.row* %133 to i8*, !dbg !142
  call void @free(i8* noundef %134) #6, !dbg !143
  %135 = load double, double* %11, align 8, !dbg !144
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %135), !dbg !145
  ret i32 0, !dbg !146
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @row_len(%struct.row* noundef %0) #0 !dbg !147 {
  %2 = alloca %struct.row*, align 8
  store %struct.row* %0, %struct.row** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.row** %2, metadata !152, metadata !DIExpression()), !dbg !153
  %3 = load %struct.row*, %struct.row** %2, align 8, !dbg !154
  %4 = getelementptr inbounds %struct.row, %struct.row* %3, i32 0, i32 0, !dbg !155
  %5 = load i32, i32* %4, align 8, !dbg !155
  ret i32 %5, !dbg !156
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

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
!1 = !DIFile(filename: "rows_len.c", directory: "/work/fixwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6179204848e39f7d981843992ea54b39")
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
!22 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 15, type: !13)
!23 = !DILocation(line: 15, column: 7, scope: !10)
!24 = !DILocation(line: 15, column: 11, scope: !10)
!25 = !DILocation(line: 15, column: 16, scope: !10)
!26 = !DILocation(line: 15, column: 27, scope: !10)
!27 = !DILocation(line: 15, column: 22, scope: !10)
!28 = !DILocalVariable(name: "grow", scope: !10, file: !1, line: 16, type: !13)
!29 = !DILocation(line: 16, column: 7, scope: !10)
!30 = !DILocation(line: 16, column: 14, scope: !10)
!31 = !DILocation(line: 16, column: 19, scope: !10)
!32 = !DILocation(line: 16, column: 30, scope: !10)
!33 = !DILocation(line: 16, column: 25, scope: !10)
!34 = !DILocalVariable(name: "rows", scope: !10, file: !1, line: 17, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "row", file: !1, line: 7, size: 128, elements: !37)
!37 = !{!38, !39}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !36, file: !1, line: 8, baseType: !13, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !36, file: !1, line: 9, baseType: !40, size: 64, offset: 64)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!42 = !DILocation(line: 17, column: 15, scope: !10)
!43 = !DILocation(line: 17, column: 29, scope: !10)
!44 = !DILocation(line: 17, column: 31, scope: !10)
!45 = !DILocation(line: 17, column: 22, scope: !10)
!46 = !DILocalVariable(name: "k", scope: !47, file: !1, line: 18, type: !13)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!48 = !DILocation(line: 18, column: 12, scope: !47)
!49 = !DILocation(line: 18, column: 8, scope: !47)
!50 = !DILocation(line: 18, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 18, column: 3)
!52 = !DILocation(line: 18, column: 23, scope: !51)
!53 = !DILocation(line: 18, column: 21, scope: !51)
!54 = !DILocation(line: 18, column: 3, scope: !47)
!55 = !DILocalVariable(name: "len", scope: !56, file: !1, line: 19, type: !13)
!56 = distinct !DILexicalBlock(scope: !51, file: !1, line: 18, column: 31)
!57 = !DILocation(line: 19, column: 9, scope: !56)
!58 = !DILocation(line: 19, column: 15, scope: !56)
!59 = !DILocation(line: 19, column: 22, scope: !56)
!60 = !DILocation(line: 19, column: 20, scope: !56)
!61 = !DILocation(line: 19, column: 24, scope: !56)
!62 = !DILocation(line: 20, column: 19, scope: !56)
!63 = !DILocation(line: 20, column: 5, scope: !56)
!64 = !DILocation(line: 20, column: 10, scope: !56)
!65 = !DILocation(line: 20, column: 13, scope: !56)
!66 = !DILocation(line: 20, column: 17, scope: !56)
!67 = !DILocation(line: 21, column: 26, scope: !56)
!68 = !DILocation(line: 21, column: 30, scope: !56)
!69 = !DILocation(line: 21, column: 19, scope: !56)
!70 = !DILocation(line: 21, column: 5, scope: !56)
!71 = !DILocation(line: 21, column: 10, scope: !56)
!72 = !DILocation(line: 21, column: 13, scope: !56)
!73 = !DILocation(line: 21, column: 17, scope: !56)
!74 = !DILocation(line: 22, column: 3, scope: !56)
!75 = !DILocation(line: 18, column: 27, scope: !51)
!76 = !DILocation(line: 18, column: 3, scope: !51)
!77 = distinct !{!77, !54, !78, !79}
!78 = !DILocation(line: 22, column: 3, scope: !47)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 23, type: !41)
!81 = !DILocation(line: 23, column: 10, scope: !10)
!82 = !DILocalVariable(name: "k", scope: !83, file: !1, line: 24, type: !13)
!83 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!84 = !DILocation(line: 24, column: 12, scope: !83)
!85 = !DILocation(line: 24, column: 8, scope: !83)
!86 = !DILocation(line: 24, column: 19, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 24, column: 3)
!88 = !DILocation(line: 24, column: 23, scope: !87)
!89 = !DILocation(line: 24, column: 21, scope: !87)
!90 = !DILocation(line: 24, column: 3, scope: !83)
!91 = !DILocalVariable(name: "i", scope: !92, file: !1, line: 25, type: !13)
!92 = distinct !DILexicalBlock(scope: !87, file: !1, line: 25, column: 5)
!93 = !DILocation(line: 25, column: 14, scope: !92)
!94 = !DILocation(line: 25, column: 10, scope: !92)
!95 = !DILocation(line: 25, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !1, line: 25, column: 5)
!97 = !DILocation(line: 25, column: 34, scope: !96)
!98 = !DILocation(line: 25, column: 39, scope: !96)
!99 = !DILocation(line: 25, column: 25, scope: !96)
!100 = !DILocation(line: 25, column: 23, scope: !96)
!101 = !DILocation(line: 25, column: 5, scope: !92)
!102 = !DILocation(line: 26, column: 30, scope: !103)
!103 = distinct !DILexicalBlock(scope: !96, file: !1, line: 25, column: 49)
!104 = !DILocation(line: 26, column: 34, scope: !103)
!105 = !DILocation(line: 26, column: 32, scope: !103)
!106 = !DILocation(line: 26, column: 7, scope: !103)
!107 = !DILocation(line: 26, column: 12, scope: !103)
!108 = !DILocation(line: 26, column: 15, scope: !103)
!109 = !DILocation(line: 26, column: 19, scope: !103)
!110 = !DILocation(line: 26, column: 22, scope: !103)
!111 = !DILocation(line: 27, column: 14, scope: !103)
!112 = !DILocation(line: 27, column: 19, scope: !103)
!113 = !DILocation(line: 27, column: 22, scope: !103)
!114 = !DILocation(line: 27, column: 26, scope: !103)
!115 = !DILocation(line: 27, column: 11, scope: !103)
!116 = !DILocation(line: 28, column: 5, scope: !103)
!117 = !DILocation(line: 25, column: 45, scope: !96)
!118 = !DILocation(line: 25, column: 5, scope: !96)
!119 = distinct !{!119, !101, !120, !79}
!120 = !DILocation(line: 28, column: 5, scope: !92)
!121 = !DILocation(line: 24, column: 27, scope: !87)
!122 = !DILocation(line: 24, column: 3, scope: !87)
!123 = distinct !{!123, !90, !124, !79}
!124 = !DILocation(line: 28, column: 5, scope: !83)
!125 = !DILocalVariable(name: "k", scope: !126, file: !1, line: 29, type: !13)
!126 = distinct !DILexicalBlock(scope: !10, file: !1, line: 29, column: 3)
!127 = !DILocation(line: 29, column: 12, scope: !126)
!128 = !DILocation(line: 29, column: 8, scope: !126)
!129 = !DILocation(line: 29, column: 19, scope: !130)
!130 = distinct !DILexicalBlock(scope: !126, file: !1, line: 29, column: 3)
!131 = !DILocation(line: 29, column: 23, scope: !130)
!132 = !DILocation(line: 29, column: 21, scope: !130)
!133 = !DILocation(line: 29, column: 3, scope: !126)
!134 = !DILocation(line: 30, column: 10, scope: !130)
!135 = !DILocation(line: 30, column: 15, scope: !130)
!136 = !DILocation(line: 30, column: 18, scope: !130)
!137 = !DILocation(line: 30, column: 5, scope: !130)
!138 = !DILocation(line: 29, column: 27, scope: !130)
!139 = !DILocation(line: 29, column: 3, scope: !130)
!140 = distinct !{!140, !133, !141, !79}
!141 = !DILocation(line: 30, column: 21, scope: !126)
!142 = !DILocation(line: 31, column: 8, scope: !10)
!143 = !DILocation(line: 31, column: 3, scope: !10)
!144 = !DILocation(line: 32, column: 20, scope: !10)
!145 = !DILocation(line: 32, column: 3, scope: !10)
!146 = !DILocation(line: 33, column: 3, scope: !10)
!147 = distinct !DISubprogram(name: "row_len", scope: !1, file: !1, line: 12, type: !148, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!148 = !DISubroutineType(types: !149)
!149 = !{!13, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!152 = !DILocalVariable(name: "r", arg: 1, scope: !147, file: !1, line: 12, type: !150)
!153 = !DILocation(line: 12, column: 38, scope: !147)
!154 = !DILocation(line: 12, column: 50, scope: !147)
!155 = !DILocation(line: 12, column: 53, scope: !147)
!156 = !DILocation(line: 12, column: 43, scope: !147)
