; ModuleID = 'pointer_loops.c'
source_filename = "pointer_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { double, double, double }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca %struct.point*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca %struct.point*, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double*, align 8
  %16 = alloca double*, align 8
  %17 = alloca %struct.point*, align 8
  %18 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %19 = load i32, i32* %4, align 4, !dbg !26
  %20 = icmp sgt i32 %19, 1, !dbg !27
  br i1 %20, label %21, label %26, !dbg !26

21:                                               ; preds = %2
  %22 = load i8**, i8*** %5, align 8, !dbg !28
  %23 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !28
  %24 = load i8*, i8** %23, align 8, !dbg !28
  %25 = call i32 @atoi(i8* noundef %24) #5, !dbg !29
  br label %27, !dbg !26

26:                                               ; preds = %2
  br label %27, !dbg !26

27:                                               ; preds = %26, %21
  %28 = phi i32 [ %25, %21 ], [ 5000, %26 ], !dbg !26
  store i32 %28, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata double** %7, metadata !30, metadata !DIExpression()), !dbg !32
  %29 = load i32, i32* %6, align 4, !dbg !33
  %30 = sext i32 %29 to i64, !dbg !33
  %31 = mul i64 8, %30, !dbg !34
  %32 = call noalias i8* @malloc(i64 noundef %31) #6, !dbg !35
  %33 = bitcast i8* %32 to double*, !dbg !35
  store double* %33, double** %7, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata double** %8, metadata !36, metadata !DIExpression()), !dbg !37
  %34 = load i32, i32* %6, align 4, !dbg !38
  %35 = sext i32 %34 to i64, !dbg !38
  %36 = mul i64 8, %35, !dbg !39
  %37 = call noalias i8* @malloc(i64 noundef %36) #6, !dbg !40
  %38 = bitcast i8* %37 to double*, !dbg !40
  store double* %38, double** %8, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata %struct.point** %9, metadata !41, metadata !DIExpression()), !dbg !49
  %39 = load i32, i32* %6, align 4, !dbg !50
  %40 = sext i32 %39 to i64, !dbg !50
  %41 = mul i64 24, %40, !dbg !51
  %42 = call noalias i8* @malloc(i64 noundef %41) #6, !dbg !52
  %43 = bitcast i8* %42 to %struct.point*, !dbg !52
  store %struct.point* %43, %struct.point** %9, align 8, !dbg !49
  %44 = load double*, double** %7, align 8, !dbg !53
  %45 = icmp ne double* %44, null, !dbg !53
  br i1 %45, label %46, label %52, !dbg !55

46:                                               ; preds = %27
  %47 = load double*, double** %8, align 8, !dbg !56
  %48 = icmp ne double* %47, null, !dbg !56
  br i1 %48, label %49, label %52, !dbg !57

49:                                               ; preds = %46
  %50 = load %struct.point*, %struct.point** %9, align 8, !dbg !58
  %51 = icmp ne %struct.point* %50, null, !dbg !58
  br i1 %51, label %53, label %52, !dbg !59

52:                                               ; preds = %49, %46, %27
  store i32 1, i32* %3, align 4, !dbg !60
  br label %181, !dbg !60

53:                                               ; preds = %49
  call void @llvm.dbg.declare(metadata double** %10, metadata !61, metadata !DIExpression()), !dbg !63
  %54 = load double*, double** %7, align 8, !dbg !64
  store double* %54, double** %10, align 8, !dbg !63
  call void @llvm.dbg.declare(metadata double** %11, metadata !65, metadata !DIExpression()), !dbg !66
  %55 = load double*, double** %7, align 8, !dbg !67
  %56 = load i32, i32* %6, align 4, !dbg !68
  %57 = sext i32 %56 to i64, !dbg !69
  %58 = getelementptr inbounds double, double* %55, i64 %57, !dbg !69
  store double* %58, double** %11, align 8, !dbg !66
  br label %59, !dbg !70

59:                                               ; preds = %72, %53
  %60 = load double*, double** %10, align 8, !dbg !71
  %61 = load double*, double** %11, align 8, !dbg !73
  %62 = icmp ne double* %60, %61, !dbg !74
  br i1 %62, label %63, label %75, !dbg !75

63:                                               ; preds = %59
  %64 = load double*, double** %10, align 8, !dbg !76
  %65 = load double*, double** %7, align 8, !dbg !77
  %66 = ptrtoint double* %64 to i64, !dbg !78
  %67 = ptrtoint double* %65 to i64, !dbg !78
  %68 = sub i64 %66, %67, !dbg !78
  %69 = sdiv exact i64 %68, 8, !dbg !78
  %70 = sitofp i64 %69 to double, !dbg !79
  %71 = load double*, double** %10, align 8, !dbg !80
  store double %70, double* %71, align 8, !dbg !81
  br label %72, !dbg !82

72:                                               ; preds = %63
  %73 = load double*, double** %10, align 8, !dbg !83
  %74 = getelementptr inbounds double, double* %73, i32 1, !dbg !83
  store double* %74, double** %10, align 8, !dbg !83
  br label %59, !dbg !84, !llvm.loop !85

75:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %struct.point** %12, metadata !88, metadata !DIExpression()), !dbg !90
  %76 = load %struct.point*, %struct.point** %9, align 8, !dbg !91
  store %struct.point* %76, %struct.point** %12, align 8, !dbg !90
  br label %77, !dbg !92

77:                                               ; preds = %102, %75
  %78 = load %struct.point*, %struct.point** %12, align 8, !dbg !93
  %79 = load %struct.point*, %struct.point** %9, align 8, !dbg !95
  %80 = load i32, i32* %6, align 4, !dbg !96
  %81 = sext i32 %80 to i64, !dbg !97
  %82 = getelementptr inbounds %struct.point, %struct.point* %79, i64 %81, !dbg !97
  %83 = icmp ult %struct.point* %78, %82, !dbg !98
  br i1 %83, label %84, label %105, !dbg !99

84:                                               ; preds = %77
  %85 = load %struct.point*, %struct.point** %12, align 8, !dbg !100
  %86 = load %struct.point*, %struct.point** %9, align 8, !dbg !102
  %87 = ptrtoint %struct.point* %85 to i64, !dbg !103
  %88 = ptrtoint %struct.point* %86 to i64, !dbg !103
  %89 = sub i64 %87, %88, !dbg !103
  %90 = sdiv exact i64 %89, 24, !dbg !103
  %91 = sitofp i64 %90 to double, !dbg !100
  %92 = load %struct.point*, %struct.point** %12, align 8, !dbg !104
  %93 = getelementptr inbounds %struct.point, %struct.point* %92, i32 0, i32 0, !dbg !105
  store double %91, double* %93, align 8, !dbg !106
  %94 = load %struct.point*, %struct.point** %12, align 8, !dbg !107
  %95 = getelementptr inbounds %struct.point, %struct.point* %94, i32 0, i32 0, !dbg !108
  %96 = load double, double* %95, align 8, !dbg !108
  %97 = fmul double 2.000000e+00, %96, !dbg !109
  %98 = load %struct.point*, %struct.point** %12, align 8, !dbg !110
  %99 = getelementptr inbounds %struct.point, %struct.point* %98, i32 0, i32 1, !dbg !111
  store double %97, double* %99, align 8, !dbg !112
  %100 = load %struct.point*, %struct.point** %12, align 8, !dbg !113
  %101 = getelementptr inbounds %struct.point, %struct.point* %100, i32 0, i32 2, !dbg !114
  store double 1.000000e+00, double* %101, align 8, !dbg !115
  br label %102, !dbg !116

102:                                              ; preds = %84
  %103 = load %struct.point*, %struct.point** %12, align 8, !dbg !117
  %104 = getelementptr inbounds %struct.point, %struct.point* %103, i32 1, !dbg !117
  store %struct.point* %104, %struct.point** %12, align 8, !dbg !117
  br label %77, !dbg !118, !llvm.loop !119

105:                                              ; preds = %77
  call void @llvm.dbg.declare(metadata double* %13, metadata !121, metadata !DIExpression()), !dbg !122
  store double 0.000000e+00, double* %13, align 8, !dbg !122
  call void @llvm.dbg.declare(metadata i32* %14, metadata !123, metadata !DIExpression()), !dbg !125
  store i32 0, i32* %14, align 4, !dbg !125
  br label %106, !dbg !126

106:                                              ; preds = %163, %105
  %107 = load i32, i32* %14, align 4, !dbg !127
  %108 = icmp slt i32 %107, 3, !dbg !129
  br i1 %108, label %109, label %166, !dbg !130

109:                                              ; preds = %106
  call void @llvm.dbg.declare(metadata double** %15, metadata !131, metadata !DIExpression()), !dbg !135
  %110 = load double*, double** %7, align 8, !dbg !136
  store double* %110, double** %15, align 8, !dbg !135
  call void @llvm.dbg.declare(metadata double** %16, metadata !137, metadata !DIExpression()), !dbg !139
  %111 = load double*, double** %8, align 8, !dbg !140
  store double* %111, double** %16, align 8, !dbg !139
  br label %112, !dbg !141

112:                                              ; preds = %124, %109
  %113 = load double*, double** %16, align 8, !dbg !142
  %114 = load double*, double** %8, align 8, !dbg !144
  %115 = load i32, i32* %6, align 4, !dbg !145
  %116 = sext i32 %115 to i64, !dbg !146
  %117 = getelementptr inbounds double, double* %114, i64 %116, !dbg !146
  %118 = icmp ne double* %113, %117, !dbg !147
  br i1 %118, label %119, label %129, !dbg !148

119:                                              ; preds = %112
  %120 = load double*, double** %15, align 8, !dbg !149
  %121 = load double, double* %120, align 8, !dbg !150
  %122 = fmul double %121, 5.000000e-01, !dbg !151
  %123 = load double*, double** %16, align 8, !dbg !152
  store double %122, double* %123, align 8, !dbg !153
  br label %124, !dbg !154

124:                                              ; preds = %119
  %125 = load double*, double** %16, align 8, !dbg !155
  %126 = getelementptr inbounds double, double* %125, i32 1, !dbg !155
  store double* %126, double** %16, align 8, !dbg !155
  %127 = load double*, double** %15, align 8, !dbg !156
  %128 = getelementptr inbounds double, double* %127, i32 1, !dbg !156
  store double* %128, double** %15, align 8, !dbg !156
  br label %112, !dbg !157, !llvm.loop !158

129:                                              ; preds = %112
  call void @llvm.dbg.declare(metadata %struct.point** %17, metadata !160, metadata !DIExpression()), !dbg !164
  %130 = load %struct.point*, %struct.point** %9, align 8, !dbg !165
  %131 = load i32, i32* %6, align 4, !dbg !166
  %132 = sext i32 %131 to i64, !dbg !167
  %133 = getelementptr inbounds %struct.point, %struct.point* %130, i64 %132, !dbg !167
  store %struct.point* %133, %struct.point** %17, align 8, !dbg !164
  br label %134, !dbg !168

134:                                              ; preds = %139, %129
  %135 = load %struct.point*, %struct.point** %17, align 8, !dbg !169
  %136 = getelementptr inbounds %struct.point, %struct.point* %135, i32 -1, !dbg !169
  store %struct.point* %136, %struct.point** %17, align 8, !dbg !169
  %137 = load %struct.point*, %struct.point** %9, align 8, !dbg !171
  %138 = icmp ne %struct.point* %135, %137, !dbg !172
  br i1 %138, label %139, label %148, !dbg !173

139:                                              ; preds = %134
  %140 = load %struct.point*, %struct.point** %17, align 8, !dbg !174
  %141 = getelementptr inbounds %struct.point, %struct.point* %140, i32 0, i32 0, !dbg !175
  %142 = load double, double* %141, align 8, !dbg !175
  %143 = load %struct.point*, %struct.point** %17, align 8, !dbg !176
  %144 = getelementptr inbounds %struct.point, %struct.point* %143, i32 0, i32 2, !dbg !177
  %145 = load double, double* %144, align 8, !dbg !177
  %146 = load double, double* %13, align 8, !dbg !178
  %147 = call double @llvm.fmuladd.f64(double %142, double %145, double %146), !dbg !178
  store double %147, double* %13, align 8, !dbg !178
  br label %134, !dbg !179, !llvm.loop !180

148:                                              ; preds = %134
  call void @llvm.dbg.declare(metadata i32* %18, metadata !182, metadata !DIExpression()), !dbg !183
  %149 = load i32, i32* %6, align 4, !dbg !184
  store i32 %149, i32* %18, align 4, !dbg !183
  br label %150, !dbg !185

150:                                              ; preds = %154, %148
  %151 = load i32, i32* %18, align 4, !dbg !186
  %152 = add nsw i32 %151, -1, !dbg !186
  store i32 %152, i32* %18, align 4, !dbg !186
  %153 = icmp sgt i32 %151, 0, !dbg !187
  br i1 %153, label %154, label %162, !dbg !185

154:                                              ; preds = %150
  %155 = load double*, double** %7, align 8, !dbg !188
  %156 = load i32, i32* %18, align 4, !dbg !189
  %157 = sext i32 %156 to i64, !dbg !188
  %158 = getelementptr inbounds double, double* %155, i64 %157, !dbg !188
  %159 = load double, double* %158, align 8, !dbg !188
  %160 = load double, double* %13, align 8, !dbg !190
  %161 = fadd double %160, %159, !dbg !190
  store double %161, double* %13, align 8, !dbg !190
  br label %150, !dbg !185, !llvm.loop !191

162:                                              ; preds = %150
  br label %163, !dbg !193

163:                                              ; preds = %162
  %164 = load i32, i32* %14, align 4, !dbg !194
  %165 = add nsw i32 %164, 1, !dbg !194
  store i32 %165, i32* %14, align 4, !dbg !194
  br label %106, !dbg !195, !llvm.loop !196

166:                                              ; preds = %106
  %167 = load double, double* %13, align 8, !dbg !198
  %168 = load double*, double** %8, align 8, !dbg !199
  %169 = load i32, i32* %6, align 4, !dbg !200
  %170 = sdiv i32 %169, 2, !dbg !201
  %171 = sext i32 %170 to i64, !dbg !199
  %172 = getelementptr inbounds double, double* %168, i64 %171, !dbg !199
  %173 = load double, double* %172, align 8, !dbg !199
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %167, double noundef %173), !dbg !202
  %175 = load double*, double** %7, align 8, !dbg !203
  %176 = bitcast double* %175 to i8*, !dbg !203
  call void @free(i8* noundef %176) #6, !dbg !204
  %177 = load double*, double** %8, align 8, !dbg !205
  %178 = bitcast double* %177 to i8*, !dbg !205
  call void @free(i8* noundef %178) #6, !dbg !206
  %179 = load %struct.point*, %struct.point** %9, align 8, !dbg !207
  %180 = bitcast %struct.point* %179 to i8*, !dbg !207
  call void @free(i8* noundef %180) #6, !dbg !208
  store i32 0, i32* %3, align 4, !dbg !209
  br label %181, !dbg !209

181:                                              ; preds = %166, %52
  %182 = load i32, i32* %3, align 4, !dbg !210
  ret i32 %182, !dbg !210
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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pointer_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "721b9265197a328df602dad916f63198")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 13, type: !15)
!21 = !DILocation(line: 13, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 13, type: !16)
!23 = !DILocation(line: 13, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 14, type: !15)
!25 = !DILocation(line: 14, column: 7, scope: !12)
!26 = !DILocation(line: 14, column: 11, scope: !12)
!27 = !DILocation(line: 14, column: 16, scope: !12)
!28 = !DILocation(line: 14, column: 27, scope: !12)
!29 = !DILocation(line: 14, column: 22, scope: !12)
!30 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 15, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!32 = !DILocation(line: 15, column: 11, scope: !12)
!33 = !DILocation(line: 15, column: 39, scope: !12)
!34 = !DILocation(line: 15, column: 37, scope: !12)
!35 = !DILocation(line: 15, column: 15, scope: !12)
!36 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 16, type: !31)
!37 = !DILocation(line: 16, column: 11, scope: !12)
!38 = !DILocation(line: 16, column: 39, scope: !12)
!39 = !DILocation(line: 16, column: 37, scope: !12)
!40 = !DILocation(line: 16, column: 15, scope: !12)
!41 = !DILocalVariable(name: "pts", scope: !12, file: !1, line: 17, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "point", file: !1, line: 11, baseType: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 192, elements: !45)
!45 = !{!46, !47, !48}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !44, file: !1, line: 10, baseType: !3, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !44, file: !1, line: 10, baseType: !3, size: 64, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !44, file: !1, line: 10, baseType: !3, size: 64, offset: 128)
!49 = !DILocation(line: 17, column: 10, scope: !12)
!50 = !DILocation(line: 17, column: 39, scope: !12)
!51 = !DILocation(line: 17, column: 37, scope: !12)
!52 = !DILocation(line: 17, column: 16, scope: !12)
!53 = !DILocation(line: 18, column: 8, scope: !54)
!54 = distinct !DILexicalBlock(scope: !12, file: !1, line: 18, column: 7)
!55 = !DILocation(line: 18, column: 10, scope: !54)
!56 = !DILocation(line: 18, column: 14, scope: !54)
!57 = !DILocation(line: 18, column: 16, scope: !54)
!58 = !DILocation(line: 18, column: 20, scope: !54)
!59 = !DILocation(line: 18, column: 7, scope: !12)
!60 = !DILocation(line: 19, column: 5, scope: !54)
!61 = !DILocalVariable(name: "p", scope: !62, file: !1, line: 20, type: !31)
!62 = distinct !DILexicalBlock(scope: !12, file: !1, line: 20, column: 3)
!63 = !DILocation(line: 20, column: 16, scope: !62)
!64 = !DILocation(line: 20, column: 20, scope: !62)
!65 = !DILocalVariable(name: "end", scope: !62, file: !1, line: 20, type: !31)
!66 = !DILocation(line: 20, column: 24, scope: !62)
!67 = !DILocation(line: 20, column: 30, scope: !62)
!68 = !DILocation(line: 20, column: 34, scope: !62)
!69 = !DILocation(line: 20, column: 32, scope: !62)
!70 = !DILocation(line: 20, column: 8, scope: !62)
!71 = !DILocation(line: 20, column: 37, scope: !72)
!72 = distinct !DILexicalBlock(scope: !62, file: !1, line: 20, column: 3)
!73 = !DILocation(line: 20, column: 42, scope: !72)
!74 = !DILocation(line: 20, column: 39, scope: !72)
!75 = !DILocation(line: 20, column: 3, scope: !62)
!76 = !DILocation(line: 21, column: 19, scope: !72)
!77 = !DILocation(line: 21, column: 23, scope: !72)
!78 = !DILocation(line: 21, column: 21, scope: !72)
!79 = !DILocation(line: 21, column: 10, scope: !72)
!80 = !DILocation(line: 21, column: 6, scope: !72)
!81 = !DILocation(line: 21, column: 8, scope: !72)
!82 = !DILocation(line: 21, column: 5, scope: !72)
!83 = !DILocation(line: 20, column: 48, scope: !72)
!84 = !DILocation(line: 20, column: 3, scope: !72)
!85 = distinct !{!85, !75, !86, !87}
!86 = !DILocation(line: 21, column: 24, scope: !62)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocalVariable(name: "q", scope: !89, file: !1, line: 22, type: !42)
!89 = distinct !DILexicalBlock(scope: !12, file: !1, line: 22, column: 3)
!90 = !DILocation(line: 22, column: 15, scope: !89)
!91 = !DILocation(line: 22, column: 19, scope: !89)
!92 = !DILocation(line: 22, column: 8, scope: !89)
!93 = !DILocation(line: 22, column: 24, scope: !94)
!94 = distinct !DILexicalBlock(scope: !89, file: !1, line: 22, column: 3)
!95 = !DILocation(line: 22, column: 28, scope: !94)
!96 = !DILocation(line: 22, column: 34, scope: !94)
!97 = !DILocation(line: 22, column: 32, scope: !94)
!98 = !DILocation(line: 22, column: 26, scope: !94)
!99 = !DILocation(line: 22, column: 3, scope: !89)
!100 = !DILocation(line: 23, column: 12, scope: !101)
!101 = distinct !DILexicalBlock(scope: !94, file: !1, line: 22, column: 42)
!102 = !DILocation(line: 23, column: 16, scope: !101)
!103 = !DILocation(line: 23, column: 14, scope: !101)
!104 = !DILocation(line: 23, column: 5, scope: !101)
!105 = !DILocation(line: 23, column: 8, scope: !101)
!106 = !DILocation(line: 23, column: 10, scope: !101)
!107 = !DILocation(line: 24, column: 16, scope: !101)
!108 = !DILocation(line: 24, column: 19, scope: !101)
!109 = !DILocation(line: 24, column: 14, scope: !101)
!110 = !DILocation(line: 24, column: 5, scope: !101)
!111 = !DILocation(line: 24, column: 8, scope: !101)
!112 = !DILocation(line: 24, column: 10, scope: !101)
!113 = !DILocation(line: 25, column: 5, scope: !101)
!114 = !DILocation(line: 25, column: 8, scope: !101)
!115 = !DILocation(line: 25, column: 10, scope: !101)
!116 = !DILocation(line: 26, column: 3, scope: !101)
!117 = !DILocation(line: 22, column: 38, scope: !94)
!118 = !DILocation(line: 22, column: 3, scope: !94)
!119 = distinct !{!119, !99, !120, !87}
!120 = !DILocation(line: 26, column: 3, scope: !89)
!121 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 27, type: !3)
!122 = !DILocation(line: 27, column: 10, scope: !12)
!123 = !DILocalVariable(name: "r", scope: !124, file: !1, line: 28, type: !15)
!124 = distinct !DILexicalBlock(scope: !12, file: !1, line: 28, column: 3)
!125 = !DILocation(line: 28, column: 12, scope: !124)
!126 = !DILocation(line: 28, column: 8, scope: !124)
!127 = !DILocation(line: 28, column: 19, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !1, line: 28, column: 3)
!129 = !DILocation(line: 28, column: 21, scope: !128)
!130 = !DILocation(line: 28, column: 3, scope: !124)
!131 = !DILocalVariable(name: "src", scope: !132, file: !1, line: 29, type: !133)
!132 = distinct !DILexicalBlock(scope: !128, file: !1, line: 28, column: 31)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!135 = !DILocation(line: 29, column: 19, scope: !132)
!136 = !DILocation(line: 29, column: 25, scope: !132)
!137 = !DILocalVariable(name: "dst", scope: !138, file: !1, line: 30, type: !31)
!138 = distinct !DILexicalBlock(scope: !132, file: !1, line: 30, column: 5)
!139 = !DILocation(line: 30, column: 18, scope: !138)
!140 = !DILocation(line: 30, column: 24, scope: !138)
!141 = !DILocation(line: 30, column: 10, scope: !138)
!142 = !DILocation(line: 30, column: 27, scope: !143)
!143 = distinct !DILexicalBlock(scope: !138, file: !1, line: 30, column: 5)
!144 = !DILocation(line: 30, column: 34, scope: !143)
!145 = !DILocation(line: 30, column: 38, scope: !143)
!146 = !DILocation(line: 30, column: 36, scope: !143)
!147 = !DILocation(line: 30, column: 31, scope: !143)
!148 = !DILocation(line: 30, column: 5, scope: !138)
!149 = !DILocation(line: 31, column: 15, scope: !143)
!150 = !DILocation(line: 31, column: 14, scope: !143)
!151 = !DILocation(line: 31, column: 19, scope: !143)
!152 = !DILocation(line: 31, column: 8, scope: !143)
!153 = !DILocation(line: 31, column: 12, scope: !143)
!154 = !DILocation(line: 31, column: 7, scope: !143)
!155 = !DILocation(line: 30, column: 44, scope: !143)
!156 = !DILocation(line: 30, column: 51, scope: !143)
!157 = !DILocation(line: 30, column: 5, scope: !143)
!158 = distinct !{!158, !148, !159, !87}
!159 = !DILocation(line: 31, column: 21, scope: !138)
!160 = !DILocalVariable(name: "q", scope: !161, file: !1, line: 32, type: !162)
!161 = distinct !DILexicalBlock(scope: !132, file: !1, line: 32, column: 5)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!164 = !DILocation(line: 32, column: 23, scope: !161)
!165 = !DILocation(line: 32, column: 27, scope: !161)
!166 = !DILocation(line: 32, column: 33, scope: !161)
!167 = !DILocation(line: 32, column: 31, scope: !161)
!168 = !DILocation(line: 32, column: 10, scope: !161)
!169 = !DILocation(line: 32, column: 37, scope: !170)
!170 = distinct !DILexicalBlock(scope: !161, file: !1, line: 32, column: 5)
!171 = !DILocation(line: 32, column: 43, scope: !170)
!172 = !DILocation(line: 32, column: 40, scope: !170)
!173 = !DILocation(line: 32, column: 5, scope: !161)
!174 = !DILocation(line: 33, column: 12, scope: !170)
!175 = !DILocation(line: 33, column: 15, scope: !170)
!176 = !DILocation(line: 33, column: 19, scope: !170)
!177 = !DILocation(line: 33, column: 22, scope: !170)
!178 = !DILocation(line: 33, column: 9, scope: !170)
!179 = !DILocation(line: 32, column: 5, scope: !170)
!180 = distinct !{!180, !173, !181, !87}
!181 = !DILocation(line: 33, column: 22, scope: !161)
!182 = !DILocalVariable(name: "i", scope: !132, file: !1, line: 34, type: !15)
!183 = !DILocation(line: 34, column: 9, scope: !132)
!184 = !DILocation(line: 34, column: 13, scope: !132)
!185 = !DILocation(line: 35, column: 5, scope: !132)
!186 = !DILocation(line: 35, column: 13, scope: !132)
!187 = !DILocation(line: 35, column: 16, scope: !132)
!188 = !DILocation(line: 36, column: 12, scope: !132)
!189 = !DILocation(line: 36, column: 14, scope: !132)
!190 = !DILocation(line: 36, column: 9, scope: !132)
!191 = distinct !{!191, !185, !192, !87}
!192 = !DILocation(line: 36, column: 15, scope: !132)
!193 = !DILocation(line: 37, column: 3, scope: !132)
!194 = !DILocation(line: 28, column: 27, scope: !128)
!195 = !DILocation(line: 28, column: 3, scope: !128)
!196 = distinct !{!196, !130, !197, !87}
!197 = !DILocation(line: 37, column: 3, scope: !124)
!198 = !DILocation(line: 38, column: 21, scope: !12)
!199 = !DILocation(line: 38, column: 24, scope: !12)
!200 = !DILocation(line: 38, column: 26, scope: !12)
!201 = !DILocation(line: 38, column: 28, scope: !12)
!202 = !DILocation(line: 38, column: 3, scope: !12)
!203 = !DILocation(line: 39, column: 8, scope: !12)
!204 = !DILocation(line: 39, column: 3, scope: !12)
!205 = !DILocation(line: 40, column: 8, scope: !12)
!206 = !DILocation(line: 40, column: 3, scope: !12)
!207 = !DILocation(line: 41, column: 8, scope: !12)
!208 = !DILocation(line: 41, column: 3, scope: !12)
!209 = !DILocation(line: 42, column: 3, scope: !12)
!210 = !DILocation(line: 43, column: 1, scope: !12)
