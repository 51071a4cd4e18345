; ModuleID = 'quotient_bounds.c'
source_filename = "quotient_bounds.c"
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
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %18 = load i32, i32* %4, align 4, !dbg !24
  %19 = icmp sgt i32 %18, 1, !dbg !25
  br i1 %19, label %20, label %25, !dbg !24

20:                                               ; preds = %2
  %21 = load i8**, i8*** %5, align 8, !dbg !26
  %22 = getelementptr inbounds i8*, i8** %21, i64 1, !dbg !26
  %23 = load i8*, i8** %22, align 8, !dbg !26
  %24 = call i32 @atoi(i8* noundef %23) #5, !dbg !27
  br label %26, !dbg !24

25:                                               ; preds = %2
  br label %26, !dbg !24

26:                                               ; preds = %25, %20
  %27 = phi i32 [ %24, %20 ], [ 100, %25 ], !dbg !24
  store i32 %27, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !31
  %28 = load i32, i32* %6, align 4, !dbg !32
  %29 = icmp sgt i32 %28, 0, !dbg !33
  br i1 %29, label %30, label %32, !dbg !32

30:                                               ; preds = %26
  %31 = load i32, i32* %6, align 4, !dbg !34
  br label %33, !dbg !32

32:                                               ; preds = %26
  br label %33, !dbg !32

33:                                               ; preds = %32, %30
  %34 = phi i32 [ %31, %30 ], [ 1, %32 ], !dbg !32
  %35 = sext i32 %34 to i64, !dbg !32
  %36 = call noalias i8* @calloc(i64 noundef %35, i64 noundef 8) #6, !dbg !35
  %37 = bitcast i8* %36 to double*, !dbg !35
  store double* %37, double** %7, align 8, !dbg !31
  %38 = load double*, double** %7, align 8, !dbg !36
  %39 = icmp ne double* %38, null, !dbg !36
  br i1 %39, label %41, label %40, !dbg !38

40:                                               ; preds = %33
  store i32 1, i32* %3, align 4, !dbg !39
  br label %180, !dbg !39

41:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i32* %8, metadata !40, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %8, align 4, !dbg !42
  br label %42, !dbg !43

42:                                               ; preds = %53, %41
  %43 = load i32, i32* %8, align 4, !dbg !44
  %44 = load i32, i32* %6, align 4, !dbg !46
  %45 = icmp slt i32 %43, %44, !dbg !47
  br i1 %45, label %46, label %56, !dbg !48

46:                                               ; preds = %42
  %47 = load i32, i32* %8, align 4, !dbg !49
  %48 = sitofp i32 %47 to double, !dbg !49
  %49 = load double*, double** %7, align 8, !dbg !50
  %50 = load i32, i32* %8, align 4, !dbg !51
  %51 = sext i32 %50 to i64, !dbg !50
  %52 = getelementptr inbounds double, double* %49, i64 %51, !dbg !50
  store double %48, double* %52, align 8, !dbg !52
  br label %53, !dbg !50

53:                                               ; preds = %46
  %54 = load i32, i32* %8, align 4, !dbg !53
  %55 = add nsw i32 %54, 1, !dbg !53
  store i32 %55, i32* %8, align 4, !dbg !53
  br label %42, !dbg !54, !llvm.loop !55

56:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata double* %9, metadata !58, metadata !DIExpression()), !dbg !59
  store double 0.000000e+00, double* %9, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %10, metadata !60, metadata !DIExpression()), !dbg !62
  store i32 0, i32* %10, align 4, !dbg !62
  br label %57, !dbg !63

57:                                               ; preds = %70, %56
  %58 = load i32, i32* %10, align 4, !dbg !64
  %59 = load i32, i32* %6, align 4, !dbg !66
  %60 = sdiv i32 %59, 2, !dbg !67
  %61 = icmp sle i32 %58, %60, !dbg !68
  br i1 %61, label %62, label %73, !dbg !69

62:                                               ; preds = %57
  %63 = load double*, double** %7, align 8, !dbg !70
  %64 = load i32, i32* %10, align 4, !dbg !71
  %65 = sext i32 %64 to i64, !dbg !70
  %66 = getelementptr inbounds double, double* %63, i64 %65, !dbg !70
  %67 = load double, double* %66, align 8, !dbg !70
  %68 = load double, double* %9, align 8, !dbg !72
  %69 = fadd double %68, %67, !dbg !72
  store double %69, double* %9, align 8, !dbg !72
  br label %70, !dbg !73

70:                                               ; preds = %62
  %71 = load i32, i32* %10, align 4, !dbg !74
  %72 = add nsw i32 %71, 1, !dbg !74
  store i32 %72, i32* %10, align 4, !dbg !74
  br label %57, !dbg !75, !llvm.loop !76

73:                                               ; preds = %57
  call void @llvm.dbg.declare(metadata i32* %11, metadata !78, metadata !DIExpression()), !dbg !80
  store i32 0, i32* %11, align 4, !dbg !80
  br label %74, !dbg !81

74:                                               ; preds = %89, %73
  %75 = load i32, i32* %11, align 4, !dbg !82
  %76 = load i32, i32* %6, align 4, !dbg !84
  %77 = add nsw i32 %76, 1, !dbg !85
  %78 = sdiv i32 %77, 3, !dbg !86
  %79 = icmp slt i32 %75, %78, !dbg !87
  br i1 %79, label %80, label %92, !dbg !88

80:                                               ; preds = %74
  %81 = load double*, double** %7, align 8, !dbg !89
  %82 = load i32, i32* %11, align 4, !dbg !90
  %83 = mul nsw i32 3, %82, !dbg !91
  %84 = sext i32 %83 to i64, !dbg !89
  %85 = getelementptr inbounds double, double* %81, i64 %84, !dbg !89
  %86 = load double, double* %85, align 8, !dbg !89
  %87 = load double, double* %9, align 8, !dbg !92
  %88 = fadd double %87, %86, !dbg !92
  store double %88, double* %9, align 8, !dbg !92
  br label %89, !dbg !93

89:                                               ; preds = %80
  %90 = load i32, i32* %11, align 4, !dbg !94
  %91 = add nsw i32 %90, 1, !dbg !94
  store i32 %91, i32* %11, align 4, !dbg !94
  br label %74, !dbg !95, !llvm.loop !96

92:                                               ; preds = %74
  call void @llvm.dbg.declare(metadata i32* %12, metadata !98, metadata !DIExpression()), !dbg !100
  %93 = load i32, i32* %6, align 4, !dbg !101
  store i32 %93, i32* %12, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %13, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %13, align 4, !dbg !104
  br label %94, !dbg !105

94:                                               ; preds = %107, %92
  %95 = load i32, i32* %13, align 4, !dbg !106
  %96 = load i32, i32* %12, align 4, !dbg !108
  %97 = lshr i32 %96, 2, !dbg !109
  %98 = icmp ult i32 %95, %97, !dbg !110
  br i1 %98, label %99, label %110, !dbg !111

99:                                               ; preds = %94
  %100 = load double*, double** %7, align 8, !dbg !112
  %101 = load i32, i32* %13, align 4, !dbg !113
  %102 = zext i32 %101 to i64, !dbg !112
  %103 = getelementptr inbounds double, double* %100, i64 %102, !dbg !112
  %104 = load double, double* %103, align 8, !dbg !112
  %105 = load double, double* %9, align 8, !dbg !114
  %106 = fsub double %105, %104, !dbg !114
  store double %106, double* %9, align 8, !dbg !114
  br label %107, !dbg !115

107:                                              ; preds = %99
  %108 = load i32, i32* %13, align 4, !dbg !116
  %109 = add i32 %108, 1, !dbg !116
  store i32 %109, i32* %13, align 4, !dbg !116
  br label %94, !dbg !117, !llvm.loop !118

110:                                              ; preds = %94
  call void @llvm.dbg.declare(metadata i32* %14, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %14, align 4, !dbg !122
  br label %111, !dbg !123

111:                                              ; preds = %135, %110
  %112 = load i32, i32* %14, align 4, !dbg !124
  %113 = load i32, i32* %6, align 4, !dbg !126
  %114 = sdiv i32 %113, 4, !dbg !127
  %115 = icmp slt i32 %112, %114, !dbg !128
  br i1 %115, label %116, label %138, !dbg !129

116:                                              ; preds = %111
  call void @llvm.dbg.declare(metadata i32* %15, metadata !130, metadata !DIExpression()), !dbg !132
  store i32 0, i32* %15, align 4, !dbg !132
  br label %117, !dbg !133

117:                                              ; preds = %131, %116
  %118 = load i32, i32* %15, align 4, !dbg !134
  %119 = icmp slt i32 %118, 4, !dbg !136
  br i1 %119, label %120, label %134, !dbg !137

120:                                              ; preds = %117
  %121 = load double*, double** %7, align 8, !dbg !138
  %122 = load i32, i32* %14, align 4, !dbg !139
  %123 = mul nsw i32 4, %122, !dbg !140
  %124 = load i32, i32* %15, align 4, !dbg !141
  %125 = add nsw i32 %123, %124, !dbg !142
  %126 = sext i32 %125 to i64, !dbg !138
  %127 = getelementptr inbounds double, double* %121, i64 %126, !dbg !138
  %128 = load double, double* %127, align 8, !dbg !138
  %129 = load double, double* %9, align 8, !dbg !143
  %130 = fadd double %129, %128, !dbg !143
  store double %130, double* %9, align 8, !dbg !143
  br label %131, !dbg !144

131:                                              ; preds = %120
  %132 = load i32, i32* %15, align 4, !dbg !145
  %133 = add nsw i32 %132, 1, !dbg !145
  store i32 %133, i32* %15, align 4, !dbg !145
  br label %117, !dbg !146, !llvm.loop !147

134:                                              ; preds = %117
  br label %135, !dbg !148

135:                                              ; preds = %134
  %136 = load i32, i32* %14, align 4, !dbg !149
  %137 = add nsw i32 %136, 1, !dbg !149
  store i32 %137, i32* %14, align 4, !dbg !149
  br label %111, !dbg !150, !llvm.loop !151

138:                                              ; preds = %111
  call void @llvm.dbg.declare(metadata i32* %16, metadata !153, metadata !DIExpression()), !dbg !154
  %139 = load i32, i32* %6, align 4, !dbg !155
  %140 = sub nsw i32 %139, 1, !dbg !156
  store i32 %140, i32* %16, align 4, !dbg !154
  %141 = load i32, i32* %6, align 4, !dbg !157
  %142 = icmp sgt i32 %141, 0, !dbg !159
  br i1 %142, label %143, label %158, !dbg !160

143:                                              ; preds = %138
  br label %144, !dbg !161

144:                                              ; preds = %154, %143
  %145 = load double*, double** %7, align 8, !dbg !162
  %146 = load i32, i32* %16, align 4, !dbg !164
  %147 = sext i32 %146 to i64, !dbg !162
  %148 = getelementptr inbounds double, double* %145, i64 %147, !dbg !162
  %149 = load double, double* %148, align 8, !dbg !162
  %150 = load double, double* %9, align 8, !dbg !165
  %151 = fsub double %150, %149, !dbg !165
  store double %151, double* %9, align 8, !dbg !165
  %152 = load i32, i32* %16, align 4, !dbg !166
  %153 = sub nsw i32 %152, 3, !dbg !166
  store i32 %153, i32* %16, align 4, !dbg !166
  br label %154, !dbg !167

154:                                              ; preds = %144
  %155 = load i32, i32* %16, align 4, !dbg !168
  %156 = icmp sge i32 %155, 0, !dbg !169
  br i1 %156, label %144, label %157, !dbg !167, !llvm.loop !170

157:                                              ; preds = %154
  br label %158, !dbg !167

158:                                              ; preds = %157, %138
  call void @llvm.dbg.declare(metadata i32* %17, metadata !172, metadata !DIExpression()), !dbg !174
  %159 = load i32, i32* %6, align 4, !dbg !175
  %160 = sub nsw i32 %159, 1, !dbg !176
  store i32 %160, i32* %17, align 4, !dbg !174
  br label %161, !dbg !177

161:                                              ; preds = %172, %158
  %162 = load i32, i32* %17, align 4, !dbg !178
  %163 = icmp sgt i32 %162, 0, !dbg !180
  br i1 %163, label %164, label %175, !dbg !181

164:                                              ; preds = %161
  %165 = load double*, double** %7, align 8, !dbg !182
  %166 = load i32, i32* %17, align 4, !dbg !183
  %167 = sext i32 %166 to i64, !dbg !182
  %168 = getelementptr inbounds double, double* %165, i64 %167, !dbg !182
  %169 = load double, double* %168, align 8, !dbg !182
  %170 = load double, double* %9, align 8, !dbg !184
  %171 = fadd double %170, %169, !dbg !184
  store double %171, double* %9, align 8, !dbg !184
  br label %172, !dbg !185

172:                                              ; preds = %164
  %173 = load i32, i32* %17, align 4, !dbg !186
  %174 = sub nsw i32 %173, 2, !dbg !186
  store i32 %174, i32* %17, align 4, !dbg !186
  br label %161, !dbg !187, !llvm.loop !188

175:                                              ; preds = %161
  %176 = load double, double* %9, align 8, !dbg !190
  %177 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %176), !dbg !191
  %178 = load double*, double** %7, align 8, !dbg !192
  %179 = bitcast double* %178 to i8*, !dbg !192
  call void @free(i8* noundef %179) #6, !dbg !193
  store i32 0, i32* %3, align 4, !dbg !194
  br label %180, !dbg !194

180:                                              ; preds = %175, %40
  %181 = load i32, i32* %3, align 4, !dbg !195
  ret i32 %181, !dbg !195
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

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
!1 = !DIFile(filename: "quotient_bounds.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ee631e9319738dedb6991a2117d4d365")
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
!32 = !DILocation(line: 10, column: 22, scope: !10)
!33 = !DILocation(line: 10, column: 24, scope: !10)
!34 = !DILocation(line: 10, column: 30, scope: !10)
!35 = !DILocation(line: 10, column: 15, scope: !10)
!36 = !DILocation(line: 11, column: 8, scope: !37)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!38 = !DILocation(line: 11, column: 7, scope: !10)
!39 = !DILocation(line: 12, column: 5, scope: !37)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 13, type: !13)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 3)
!42 = !DILocation(line: 13, column: 12, scope: !41)
!43 = !DILocation(line: 13, column: 8, scope: !41)
!44 = !DILocation(line: 13, column: 19, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !1, line: 13, column: 3)
!46 = !DILocation(line: 13, column: 23, scope: !45)
!47 = !DILocation(line: 13, column: 21, scope: !45)
!48 = !DILocation(line: 13, column: 3, scope: !41)
!49 = !DILocation(line: 14, column: 12, scope: !45)
!50 = !DILocation(line: 14, column: 5, scope: !45)
!51 = !DILocation(line: 14, column: 7, scope: !45)
!52 = !DILocation(line: 14, column: 10, scope: !45)
!53 = !DILocation(line: 13, column: 27, scope: !45)
!54 = !DILocation(line: 13, column: 3, scope: !45)
!55 = distinct !{!55, !48, !56, !57}
!56 = !DILocation(line: 14, column: 12, scope: !41)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 15, type: !30)
!59 = !DILocation(line: 15, column: 10, scope: !10)
!60 = !DILocalVariable(name: "i", scope: !61, file: !1, line: 16, type: !13)
!61 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 3)
!62 = !DILocation(line: 16, column: 12, scope: !61)
!63 = !DILocation(line: 16, column: 8, scope: !61)
!64 = !DILocation(line: 16, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !1, line: 16, column: 3)
!66 = !DILocation(line: 16, column: 24, scope: !65)
!67 = !DILocation(line: 16, column: 26, scope: !65)
!68 = !DILocation(line: 16, column: 21, scope: !65)
!69 = !DILocation(line: 16, column: 3, scope: !61)
!70 = !DILocation(line: 17, column: 10, scope: !65)
!71 = !DILocation(line: 17, column: 12, scope: !65)
!72 = !DILocation(line: 17, column: 7, scope: !65)
!73 = !DILocation(line: 17, column: 5, scope: !65)
!74 = !DILocation(line: 16, column: 32, scope: !65)
!75 = !DILocation(line: 16, column: 3, scope: !65)
!76 = distinct !{!76, !69, !77, !57}
!77 = !DILocation(line: 17, column: 13, scope: !61)
!78 = !DILocalVariable(name: "i", scope: !79, file: !1, line: 18, type: !13)
!79 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!80 = !DILocation(line: 18, column: 12, scope: !79)
!81 = !DILocation(line: 18, column: 8, scope: !79)
!82 = !DILocation(line: 18, column: 19, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !1, line: 18, column: 3)
!84 = !DILocation(line: 18, column: 24, scope: !83)
!85 = !DILocation(line: 18, column: 26, scope: !83)
!86 = !DILocation(line: 18, column: 31, scope: !83)
!87 = !DILocation(line: 18, column: 21, scope: !83)
!88 = !DILocation(line: 18, column: 3, scope: !79)
!89 = !DILocation(line: 19, column: 10, scope: !83)
!90 = !DILocation(line: 19, column: 16, scope: !83)
!91 = !DILocation(line: 19, column: 14, scope: !83)
!92 = !DILocation(line: 19, column: 7, scope: !83)
!93 = !DILocation(line: 19, column: 5, scope: !83)
!94 = !DILocation(line: 18, column: 37, scope: !83)
!95 = !DILocation(line: 18, column: 3, scope: !83)
!96 = distinct !{!96, !88, !97, !57}
!97 = !DILocation(line: 19, column: 17, scope: !79)
!98 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 20, type: !99)
!99 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!100 = !DILocation(line: 20, column: 12, scope: !10)
!101 = !DILocation(line: 20, column: 16, scope: !10)
!102 = !DILocalVariable(name: "i", scope: !103, file: !1, line: 21, type: !99)
!103 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 3)
!104 = !DILocation(line: 21, column: 17, scope: !103)
!105 = !DILocation(line: 21, column: 8, scope: !103)
!106 = !DILocation(line: 21, column: 24, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 21, column: 3)
!108 = !DILocation(line: 21, column: 28, scope: !107)
!109 = !DILocation(line: 21, column: 30, scope: !107)
!110 = !DILocation(line: 21, column: 26, scope: !107)
!111 = !DILocation(line: 21, column: 3, scope: !103)
!112 = !DILocation(line: 22, column: 10, scope: !107)
!113 = !DILocation(line: 22, column: 12, scope: !107)
!114 = !DILocation(line: 22, column: 7, scope: !107)
!115 = !DILocation(line: 22, column: 5, scope: !107)
!116 = !DILocation(line: 21, column: 37, scope: !107)
!117 = !DILocation(line: 21, column: 3, scope: !107)
!118 = distinct !{!118, !111, !119, !57}
!119 = !DILocation(line: 22, column: 13, scope: !103)
!120 = !DILocalVariable(name: "k", scope: !121, file: !1, line: 23, type: !13)
!121 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 3)
!122 = !DILocation(line: 23, column: 12, scope: !121)
!123 = !DILocation(line: 23, column: 8, scope: !121)
!124 = !DILocation(line: 23, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 23, column: 3)
!126 = !DILocation(line: 23, column: 23, scope: !125)
!127 = !DILocation(line: 23, column: 25, scope: !125)
!128 = !DILocation(line: 23, column: 21, scope: !125)
!129 = !DILocation(line: 23, column: 3, scope: !121)
!130 = !DILocalVariable(name: "j", scope: !131, file: !1, line: 24, type: !13)
!131 = distinct !DILexicalBlock(scope: !125, file: !1, line: 24, column: 5)
!132 = !DILocation(line: 24, column: 14, scope: !131)
!133 = !DILocation(line: 24, column: 10, scope: !131)
!134 = !DILocation(line: 24, column: 21, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !1, line: 24, column: 5)
!136 = !DILocation(line: 24, column: 23, scope: !135)
!137 = !DILocation(line: 24, column: 5, scope: !131)
!138 = !DILocation(line: 25, column: 12, scope: !135)
!139 = !DILocation(line: 25, column: 18, scope: !135)
!140 = !DILocation(line: 25, column: 16, scope: !135)
!141 = !DILocation(line: 25, column: 22, scope: !135)
!142 = !DILocation(line: 25, column: 20, scope: !135)
!143 = !DILocation(line: 25, column: 9, scope: !135)
!144 = !DILocation(line: 25, column: 7, scope: !135)
!145 = !DILocation(line: 24, column: 29, scope: !135)
!146 = !DILocation(line: 24, column: 5, scope: !135)
!147 = distinct !{!147, !137, !148, !57}
!148 = !DILocation(line: 25, column: 23, scope: !131)
!149 = !DILocation(line: 23, column: 31, scope: !125)
!150 = !DILocation(line: 23, column: 3, scope: !125)
!151 = distinct !{!151, !129, !152, !57}
!152 = !DILocation(line: 25, column: 23, scope: !121)
!153 = !DILocalVariable(name: "j", scope: !10, file: !1, line: 26, type: !13)
!154 = !DILocation(line: 26, column: 7, scope: !10)
!155 = !DILocation(line: 26, column: 11, scope: !10)
!156 = !DILocation(line: 26, column: 13, scope: !10)
!157 = !DILocation(line: 27, column: 7, scope: !158)
!158 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 7)
!159 = !DILocation(line: 27, column: 9, scope: !158)
!160 = !DILocation(line: 27, column: 7, scope: !10)
!161 = !DILocation(line: 28, column: 5, scope: !158)
!162 = !DILocation(line: 29, column: 12, scope: !163)
!163 = distinct !DILexicalBlock(scope: !158, file: !1, line: 28, column: 8)
!164 = !DILocation(line: 29, column: 14, scope: !163)
!165 = !DILocation(line: 29, column: 9, scope: !163)
!166 = !DILocation(line: 30, column: 9, scope: !163)
!167 = !DILocation(line: 31, column: 5, scope: !163)
!168 = !DILocation(line: 31, column: 14, scope: !158)
!169 = !DILocation(line: 31, column: 16, scope: !158)
!170 = distinct !{!170, !161, !171, !57}
!171 = !DILocation(line: 31, column: 20, scope: !158)
!172 = !DILocalVariable(name: "i", scope: !173, file: !1, line: 32, type: !13)
!173 = distinct !DILexicalBlock(scope: !10, file: !1, line: 32, column: 3)
!174 = !DILocation(line: 32, column: 12, scope: !173)
!175 = !DILocation(line: 32, column: 16, scope: !173)
!176 = !DILocation(line: 32, column: 18, scope: !173)
!177 = !DILocation(line: 32, column: 8, scope: !173)
!178 = !DILocation(line: 32, column: 23, scope: !179)
!179 = distinct !DILexicalBlock(scope: !173, file: !1, line: 32, column: 3)
!180 = !DILocation(line: 32, column: 25, scope: !179)
!181 = !DILocation(line: 32, column: 3, scope: !173)
!182 = !DILocation(line: 33, column: 10, scope: !179)
!183 = !DILocation(line: 33, column: 12, scope: !179)
!184 = !DILocation(line: 33, column: 7, scope: !179)
!185 = !DILocation(line: 33, column: 5, scope: !179)
!186 = !DILocation(line: 32, column: 32, scope: !179)
!187 = !DILocation(line: 32, column: 3, scope: !179)
!188 = distinct !{!188, !181, !189, !57}
!189 = !DILocation(line: 33, column: 13, scope: !173)
!190 = !DILocation(line: 34, column: 18, scope: !10)
!191 = !DILocation(line: 34, column: 3, scope: !10)
!192 = !DILocation(line: 35, column: 8, scope: !10)
!193 = !DILocation(line: 35, column: 3, scope: !10)
!194 = !DILocation(line: 36, column: 3, scope: !10)
!195 = !DILocation(line: 37, column: 1, scope: !10)
