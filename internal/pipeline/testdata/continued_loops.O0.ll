; ModuleID = 'continued_loops.c'
source_filename = "continued_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
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
  %24 = phi i32 [ %21, %17 ], [ 1003, %22 ], !dbg !24
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
  %34 = phi i32 [ %31, %27 ], [ 0, %32 ], !dbg !30
  store i32 %34, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata double** %8, metadata !34, metadata !DIExpression()), !dbg !37
  %35 = load i32, i32* %6, align 4, !dbg !38
  %36 = icmp sgt i32 %35, 0, !dbg !39
  br i1 %36, label %37, label %39, !dbg !38

37:                                               ; preds = %33
  %38 = load i32, i32* %6, align 4, !dbg !40
  br label %40, !dbg !38

39:                                               ; preds = %33
  br label %40, !dbg !38

40:                                               ; preds = %39, %37
  %41 = phi i32 [ %38, %37 ], [ 1, %39 ], !dbg !38
  %42 = sext i32 %41 to i64, !dbg !38
  %43 = call noalias i8* @calloc(i64 noundef %42, i64 noundef 8) #6, !dbg !41
  %44 = bitcast i8* %43 to double*, !dbg !41
  store double* %44, double** %8, align 8, !dbg !37
  %45 = load double*, double** %8, align 8, !dbg !42
  %46 = icmp ne double* %45, null, !dbg !42
  br i1 %46, label %48, label %47, !dbg !44

47:                                               ; preds = %40
  store i32 1, i32* %3, align 4, !dbg !45
  br label %192, !dbg !45

48:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata double* %9, metadata !46, metadata !DIExpression()), !dbg !47
  store double 0.000000e+00, double* %9, align 8, !dbg !47
  call void @llvm.dbg.declare(metadata i32* %10, metadata !48, metadata !DIExpression()), !dbg !49
  store i32 0, i32* %10, align 4, !dbg !50
  br label %49, !dbg !52

49:                                               ; preds = %83, %48
  %50 = load i32, i32* %10, align 4, !dbg !53
  %51 = add nsw i32 %50, 4, !dbg !55
  %52 = load i32, i32* %6, align 4, !dbg !56
  %53 = icmp sle i32 %51, %52, !dbg !57
  br i1 %53, label %54, label %86, !dbg !58

54:                                               ; preds = %49
  %55 = load double*, double** %8, align 8, !dbg !59
  %56 = load i32, i32* %10, align 4, !dbg !60
  %57 = sext i32 %56 to i64, !dbg !59
  %58 = getelementptr inbounds double, double* %55, i64 %57, !dbg !59
  %59 = load double, double* %58, align 8, !dbg !59
  %60 = load double*, double** %8, align 8, !dbg !61
  %61 = load i32, i32* %10, align 4, !dbg !62
  %62 = add nsw i32 %61, 1, !dbg !63
  %63 = sext i32 %62 to i64, !dbg !61
  %64 = getelementptr inbounds double, double* %60, i64 %63, !dbg !61
  %65 = load double, double* %64, align 8, !dbg !61
  %66 = fadd double %59, %65, !dbg !64
  %67 = load double*, double** %8, align 8, !dbg !65
  %68 = load i32, i32* %10, align 4, !dbg !66
  %69 = add nsw i32 %68, 2, !dbg !67
  %70 = sext i32 %69 to i64, !dbg !65
  %71 = getelementptr inbounds double, double* %67, i64 %70, !dbg !65
  %72 = load double, double* %71, align 8, !dbg !65
  %73 = fadd double %66, %72, !dbg !68
  %74 = load double*, double** %8, align 8, !dbg !69
  %75 = load i32, i32* %10, align 4, !dbg !70
  %76 = add nsw i32 %75, 3, !dbg !71
  %77 = sext i32 %76 to i64, !dbg !69
  %78 = getelementptr inbounds double, double* %74, i64 %77, !dbg !69
  %79 = load double, double* %78, align 8, !dbg !69
  %80 = fadd double %73, %79, !dbg !72
  %81 = load double, double* %9, align 8, !dbg !73
  %82 = fadd double %81, %80, !dbg !73
  store double %82, double* %9, align 8, !dbg !73
  br label %83, !dbg !74

83:                                               ; preds = %54
  %84 = load i32, i32* %10, align 4, !dbg !75
  %85 = add nsw i32 %84, 4, !dbg !75
  store i32 %85, i32* %10, align 4, !dbg !75
  br label %49, !dbg !76, !llvm.loop !77

86:                                               ; preds = %49
  br label %87, !dbg !80

87:                                               ; preds = %99, %86
  %88 = load i32, i32* %10, align 4, !dbg !81
  %89 = load i32, i32* %6, align 4, !dbg !84
  %90 = icmp slt i32 %88, %89, !dbg !85
  br i1 %90, label %91, label %102, !dbg !86

91:                                               ; preds = %87
  %92 = load double*, double** %8, align 8, !dbg !87
  %93 = load i32, i32* %10, align 4, !dbg !88
  %94 = sext i32 %93 to i64, !dbg !87
  %95 = getelementptr inbounds double, double* %92, i64 %94, !dbg !87
  %96 = load double, double* %95, align 8, !dbg !87
  %97 = load double, double* %9, align 8, !dbg !89
  %98 = fadd double %97, %96, !dbg !89
  store double %98, double* %9, align 8, !dbg !89
  br label %99, !dbg !90

99:                                               ; preds = %91
  %100 = load i32, i32* %10, align 4, !dbg !91
  %101 = add nsw i32 %100, 1, !dbg !91
  store i32 %101, i32* %10, align 4, !dbg !91
  br label %87, !dbg !92, !llvm.loop !93

102:                                              ; preds = %87
  call void @llvm.dbg.declare(metadata i32* %11, metadata !95, metadata !DIExpression()), !dbg !96
  store i32 0, i32* %11, align 4, !dbg !96
  br label %103, !dbg !97

103:                                              ; preds = %108, %102
  %104 = load i32, i32* %11, align 4, !dbg !98
  %105 = load i32, i32* %6, align 4, !dbg !99
  %106 = sdiv i32 %105, 3, !dbg !100
  %107 = icmp slt i32 %104, %106, !dbg !101
  br i1 %107, label %108, label %111, !dbg !97

108:                                              ; preds = %103
  %109 = load i32, i32* %11, align 4, !dbg !102
  %110 = add nsw i32 %109, 1, !dbg !102
  store i32 %110, i32* %11, align 4, !dbg !102
  br label %103, !dbg !97, !llvm.loop !103

111:                                              ; preds = %103
  call void @llvm.dbg.declare(metadata i32* %12, metadata !104, metadata !DIExpression()), !dbg !106
  %112 = load i32, i32* %11, align 4, !dbg !107
  store i32 %112, i32* %12, align 4, !dbg !106
  br label %113, !dbg !108

113:                                              ; preds = %125, %111
  %114 = load i32, i32* %12, align 4, !dbg !109
  %115 = load i32, i32* %6, align 4, !dbg !111
  %116 = icmp slt i32 %114, %115, !dbg !112
  br i1 %116, label %117, label %128, !dbg !113

117:                                              ; preds = %113
  %118 = load double*, double** %8, align 8, !dbg !114
  %119 = load i32, i32* %12, align 4, !dbg !115
  %120 = sext i32 %119 to i64, !dbg !114
  %121 = getelementptr inbounds double, double* %118, i64 %120, !dbg !114
  %122 = load double, double* %121, align 8, !dbg !114
  %123 = load double, double* %9, align 8, !dbg !116
  %124 = fsub double %123, %122, !dbg !116
  store double %124, double* %9, align 8, !dbg !116
  br label %125, !dbg !117

125:                                              ; preds = %117
  %126 = load i32, i32* %12, align 4, !dbg !118
  %127 = add nsw i32 %126, 1, !dbg !118
  store i32 %127, i32* %12, align 4, !dbg !118
  br label %113, !dbg !119, !llvm.loop !120

128:                                              ; preds = %113
  call void @llvm.dbg.declare(metadata i32* %13, metadata !122, metadata !DIExpression()), !dbg !123
  store i32 0, i32* %13, align 4, !dbg !124
  br label %129, !dbg !126

129:                                              ; preds = %141, %128
  %130 = load i32, i32* %13, align 4, !dbg !127
  %131 = load i32, i32* %6, align 4, !dbg !129
  %132 = sdiv i32 %131, 2, !dbg !130
  %133 = icmp slt i32 %130, %132, !dbg !131
  br i1 %133, label %134, label %144, !dbg !132

134:                                              ; preds = %129
  %135 = load double*, double** %8, align 8, !dbg !133
  %136 = load i32, i32* %13, align 4, !dbg !134
  %137 = sext i32 %136 to i64, !dbg !133
  %138 = getelementptr inbounds double, double* %135, i64 %137, !dbg !133
  %139 = load double, double* %138, align 8, !dbg !135
  %140 = fadd double %139, 1.000000e+00, !dbg !135
  store double %140, double* %138, align 8, !dbg !135
  br label %141, !dbg !133

141:                                              ; preds = %134
  %142 = load i32, i32* %13, align 4, !dbg !136
  %143 = add nsw i32 %142, 1, !dbg !136
  store i32 %143, i32* %13, align 4, !dbg !136
  br label %129, !dbg !137, !llvm.loop !138

144:                                              ; preds = %129
  %145 = load double, double* %9, align 8, !dbg !140
  %146 = load double*, double** %8, align 8, !dbg !141
  %147 = load i32, i32* %13, align 4, !dbg !142
  %148 = sdiv i32 %147, 2, !dbg !143
  %149 = sext i32 %148 to i64, !dbg !141
  %150 = getelementptr inbounds double, double* %146, i64 %149, !dbg !141
  store double %145, double* %150, align 8, !dbg !144
  call void @llvm.dbg.declare(metadata i32* %14, metadata !145, metadata !DIExpression()), !dbg !146
  store i32 0, i32* %14, align 4, !dbg !147
  br label %151, !dbg !149

151:                                              ; preds = %164, %144
  %152 = load i32, i32* %14, align 4, !dbg !150
  %153 = load i32, i32* %6, align 4, !dbg !152
  %154 = sdiv i32 %153, 4, !dbg !153
  %155 = icmp slt i32 %152, %154, !dbg !154
  br i1 %155, label %156, label %167, !dbg !155

156:                                              ; preds = %151
  %157 = load double*, double** %8, align 8, !dbg !156
  %158 = load i32, i32* %14, align 4, !dbg !157
  %159 = sext i32 %158 to i64, !dbg !156
  %160 = getelementptr inbounds double, double* %157, i64 %159, !dbg !156
  %161 = load double, double* %160, align 8, !dbg !156
  %162 = load double, double* %9, align 8, !dbg !158
  %163 = fadd double %162, %161, !dbg !158
  store double %163, double* %9, align 8, !dbg !158
  br label %164, !dbg !159

164:                                              ; preds = %156
  %165 = load i32, i32* %14, align 4, !dbg !160
  %166 = add nsw i32 %165, 1, !dbg !160
  store i32 %166, i32* %14, align 4, !dbg !160
  br label %151, !dbg !161, !llvm.loop !162

167:                                              ; preds = %151
  %168 = load i32, i32* %7, align 4, !dbg !164
  %169 = icmp ne i32 %168, 0, !dbg !164
  br i1 %169, label %170, label %171, !dbg !166

170:                                              ; preds = %167
  store i32 0, i32* %14, align 4, !dbg !167
  br label %171, !dbg !168

171:                                              ; preds = %170, %167
  br label %172, !dbg !169

172:                                              ; preds = %184, %171
  %173 = load i32, i32* %14, align 4, !dbg !170
  %174 = load i32, i32* %6, align 4, !dbg !173
  %175 = icmp slt i32 %173, %174, !dbg !174
  br i1 %175, label %176, label %187, !dbg !175

176:                                              ; preds = %172
  %177 = load double*, double** %8, align 8, !dbg !176
  %178 = load i32, i32* %14, align 4, !dbg !177
  %179 = sext i32 %178 to i64, !dbg !176
  %180 = getelementptr inbounds double, double* %177, i64 %179, !dbg !176
  %181 = load double, double* %180, align 8, !dbg !176
  %182 = load double, double* %9, align 8, !dbg !178
  %183 = call double @llvm.fmuladd.f64(double %181, double 5.000000e-01, double %182), !dbg !178
  store double %183, double* %9, align 8, !dbg !178
  br label %184, !dbg !179

184:                                              ; preds = %176
  %185 = load i32, i32* %14, align 4, !dbg !180
  %186 = add nsw i32 %185, 1, !dbg !180
  store i32 %186, i32* %14, align 4, !dbg !180
  br label %172, !dbg !181, !llvm.loop !182

187:                                              ; preds = %172
  %188 = load double, double* %9, align 8, !dbg !184
  %189 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %188), !dbg !185
  %190 = load double*, double** %8, align 8, !dbg !186
  %191 = bitcast double* %190 to i8*, !dbg !186
  call void @free(i8* noundef %191) #6, !dbg !187
  store i32 0, i32* %3, align 4, !dbg !188
  br label %192, !dbg !188

192:                                              ; preds = %187, %47
  %193 = load i32, i32* %3, align 4, !dbg !189
  ret i32 %193, !dbg !189
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

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
!1 = !DIFile(filename: "continued_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9b1aecfcb9153d81605aeb77dd9b06ed")
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
!28 = !DILocalVariable(name: "reset", scope: !10, file: !1, line: 11, type: !13)
!29 = !DILocation(line: 11, column: 7, scope: !10)
!30 = !DILocation(line: 11, column: 15, scope: !10)
!31 = !DILocation(line: 11, column: 20, scope: !10)
!32 = !DILocation(line: 11, column: 31, scope: !10)
!33 = !DILocation(line: 11, column: 26, scope: !10)
!34 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 12, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DILocation(line: 12, column: 11, scope: !10)
!38 = !DILocation(line: 12, column: 22, scope: !10)
!39 = !DILocation(line: 12, column: 24, scope: !10)
!40 = !DILocation(line: 12, column: 30, scope: !10)
!41 = !DILocation(line: 12, column: 15, scope: !10)
!42 = !DILocation(line: 13, column: 8, scope: !43)
!43 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 7)
!44 = !DILocation(line: 13, column: 7, scope: !10)
!45 = !DILocation(line: 14, column: 5, scope: !43)
!46 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 15, type: !36)
!47 = !DILocation(line: 15, column: 10, scope: !10)
!48 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 16, type: !13)
!49 = !DILocation(line: 16, column: 7, scope: !10)
!50 = !DILocation(line: 17, column: 10, scope: !51)
!51 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 3)
!52 = !DILocation(line: 17, column: 8, scope: !51)
!53 = !DILocation(line: 17, column: 15, scope: !54)
!54 = distinct !DILexicalBlock(scope: !51, file: !1, line: 17, column: 3)
!55 = !DILocation(line: 17, column: 17, scope: !54)
!56 = !DILocation(line: 17, column: 24, scope: !54)
!57 = !DILocation(line: 17, column: 21, scope: !54)
!58 = !DILocation(line: 17, column: 3, scope: !51)
!59 = !DILocation(line: 18, column: 10, scope: !54)
!60 = !DILocation(line: 18, column: 12, scope: !54)
!61 = !DILocation(line: 18, column: 17, scope: !54)
!62 = !DILocation(line: 18, column: 19, scope: !54)
!63 = !DILocation(line: 18, column: 21, scope: !54)
!64 = !DILocation(line: 18, column: 15, scope: !54)
!65 = !DILocation(line: 18, column: 28, scope: !54)
!66 = !DILocation(line: 18, column: 30, scope: !54)
!67 = !DILocation(line: 18, column: 32, scope: !54)
!68 = !DILocation(line: 18, column: 26, scope: !54)
!69 = !DILocation(line: 18, column: 39, scope: !54)
!70 = !DILocation(line: 18, column: 41, scope: !54)
!71 = !DILocation(line: 18, column: 43, scope: !54)
!72 = !DILocation(line: 18, column: 37, scope: !54)
!73 = !DILocation(line: 18, column: 7, scope: !54)
!74 = !DILocation(line: 18, column: 5, scope: !54)
!75 = !DILocation(line: 17, column: 29, scope: !54)
!76 = !DILocation(line: 17, column: 3, scope: !54)
!77 = distinct !{!77, !58, !78, !79}
!78 = !DILocation(line: 18, column: 46, scope: !51)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 19, column: 3, scope: !10)
!81 = !DILocation(line: 19, column: 10, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !1, line: 19, column: 3)
!83 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!84 = !DILocation(line: 19, column: 14, scope: !82)
!85 = !DILocation(line: 19, column: 12, scope: !82)
!86 = !DILocation(line: 19, column: 3, scope: !83)
!87 = !DILocation(line: 20, column: 10, scope: !82)
!88 = !DILocation(line: 20, column: 12, scope: !82)
!89 = !DILocation(line: 20, column: 7, scope: !82)
!90 = !DILocation(line: 20, column: 5, scope: !82)
!91 = !DILocation(line: 19, column: 18, scope: !82)
!92 = !DILocation(line: 19, column: 3, scope: !82)
!93 = distinct !{!93, !86, !94, !79}
!94 = !DILocation(line: 20, column: 13, scope: !83)
!95 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 21, type: !13)
!96 = !DILocation(line: 21, column: 7, scope: !10)
!97 = !DILocation(line: 22, column: 3, scope: !10)
!98 = !DILocation(line: 22, column: 10, scope: !10)
!99 = !DILocation(line: 22, column: 14, scope: !10)
!100 = !DILocation(line: 22, column: 16, scope: !10)
!101 = !DILocation(line: 22, column: 12, scope: !10)
!102 = !DILocation(line: 23, column: 6, scope: !10)
!103 = distinct !{!103, !97, !102, !79}
!104 = !DILocalVariable(name: "j", scope: !105, file: !1, line: 24, type: !13)
!105 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!106 = !DILocation(line: 24, column: 12, scope: !105)
!107 = !DILocation(line: 24, column: 16, scope: !105)
!108 = !DILocation(line: 24, column: 8, scope: !105)
!109 = !DILocation(line: 24, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !105, file: !1, line: 24, column: 3)
!111 = !DILocation(line: 24, column: 23, scope: !110)
!112 = !DILocation(line: 24, column: 21, scope: !110)
!113 = !DILocation(line: 24, column: 3, scope: !105)
!114 = !DILocation(line: 25, column: 10, scope: !110)
!115 = !DILocation(line: 25, column: 12, scope: !110)
!116 = !DILocation(line: 25, column: 7, scope: !110)
!117 = !DILocation(line: 25, column: 5, scope: !110)
!118 = !DILocation(line: 24, column: 27, scope: !110)
!119 = !DILocation(line: 24, column: 3, scope: !110)
!120 = distinct !{!120, !113, !121, !79}
!121 = !DILocation(line: 25, column: 13, scope: !105)
!122 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 26, type: !13)
!123 = !DILocation(line: 26, column: 7, scope: !10)
!124 = !DILocation(line: 27, column: 10, scope: !125)
!125 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 3)
!126 = !DILocation(line: 27, column: 8, scope: !125)
!127 = !DILocation(line: 27, column: 15, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !1, line: 27, column: 3)
!129 = !DILocation(line: 27, column: 19, scope: !128)
!130 = !DILocation(line: 27, column: 21, scope: !128)
!131 = !DILocation(line: 27, column: 17, scope: !128)
!132 = !DILocation(line: 27, column: 3, scope: !125)
!133 = !DILocation(line: 28, column: 5, scope: !128)
!134 = !DILocation(line: 28, column: 7, scope: !128)
!135 = !DILocation(line: 28, column: 10, scope: !128)
!136 = !DILocation(line: 27, column: 27, scope: !128)
!137 = !DILocation(line: 27, column: 3, scope: !128)
!138 = distinct !{!138, !132, !139, !79}
!139 = !DILocation(line: 28, column: 13, scope: !125)
!140 = !DILocation(line: 29, column: 14, scope: !10)
!141 = !DILocation(line: 29, column: 3, scope: !10)
!142 = !DILocation(line: 29, column: 5, scope: !10)
!143 = !DILocation(line: 29, column: 7, scope: !10)
!144 = !DILocation(line: 29, column: 12, scope: !10)
!145 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 30, type: !13)
!146 = !DILocation(line: 30, column: 7, scope: !10)
!147 = !DILocation(line: 31, column: 10, scope: !148)
!148 = distinct !DILexicalBlock(scope: !10, file: !1, line: 31, column: 3)
!149 = !DILocation(line: 31, column: 8, scope: !148)
!150 = !DILocation(line: 31, column: 15, scope: !151)
!151 = distinct !DILexicalBlock(scope: !148, file: !1, line: 31, column: 3)
!152 = !DILocation(line: 31, column: 19, scope: !151)
!153 = !DILocation(line: 31, column: 21, scope: !151)
!154 = !DILocation(line: 31, column: 17, scope: !151)
!155 = !DILocation(line: 31, column: 3, scope: !148)
!156 = !DILocation(line: 32, column: 10, scope: !151)
!157 = !DILocation(line: 32, column: 12, scope: !151)
!158 = !DILocation(line: 32, column: 7, scope: !151)
!159 = !DILocation(line: 32, column: 5, scope: !151)
!160 = !DILocation(line: 31, column: 27, scope: !151)
!161 = !DILocation(line: 31, column: 3, scope: !151)
!162 = distinct !{!162, !155, !163, !79}
!163 = !DILocation(line: 32, column: 13, scope: !148)
!164 = !DILocation(line: 33, column: 7, scope: !165)
!165 = distinct !DILexicalBlock(scope: !10, file: !1, line: 33, column: 7)
!166 = !DILocation(line: 33, column: 7, scope: !10)
!167 = !DILocation(line: 34, column: 7, scope: !165)
!168 = !DILocation(line: 34, column: 5, scope: !165)
!169 = !DILocation(line: 35, column: 3, scope: !10)
!170 = !DILocation(line: 35, column: 10, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !1, line: 35, column: 3)
!172 = distinct !DILexicalBlock(scope: !10, file: !1, line: 35, column: 3)
!173 = !DILocation(line: 35, column: 14, scope: !171)
!174 = !DILocation(line: 35, column: 12, scope: !171)
!175 = !DILocation(line: 35, column: 3, scope: !172)
!176 = !DILocation(line: 36, column: 10, scope: !171)
!177 = !DILocation(line: 36, column: 12, scope: !171)
!178 = !DILocation(line: 36, column: 7, scope: !171)
!179 = !DILocation(line: 36, column: 5, scope: !171)
!180 = !DILocation(line: 35, column: 18, scope: !171)
!181 = !DILocation(line: 35, column: 3, scope: !171)
!182 = distinct !{!182, !175, !183, !79}
!183 = !DILocation(line: 36, column: 17, scope: !172)
!184 = !DILocation(line: 37, column: 18, scope: !10)
!185 = !DILocation(line: 37, column: 3, scope: !10)
!186 = !DILocation(line: 38, column: 8, scope: !10)
!187 = !DILocation(line: 38, column: 3, scope: !10)
!188 = !DILocation(line: 39, column: 3, scope: !10)
!189 = !DILocation(line: 40, column: 1, scope: !10)
