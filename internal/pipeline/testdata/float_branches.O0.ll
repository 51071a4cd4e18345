; ModuleID = 'float_branches.c'
source_filename = "float_branches.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"%ld %.6f %d %d %d %d %d %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca [4 x i32], align 16
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !21, metadata !DIExpression()), !dbg !22
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %6, metadata !25, metadata !DIExpression()), !dbg !26
  %22 = load i32, i32* %4, align 4, !dbg !27
  %23 = icmp sgt i32 %22, 1, !dbg !28
  br i1 %23, label %24, label %29, !dbg !27

24:                                               ; preds = %2
  %25 = load i8**, i8*** %5, align 8, !dbg !29
  %26 = getelementptr inbounds i8*, i8** %25, i64 1, !dbg !29
  %27 = load i8*, i8** %26, align 8, !dbg !29
  %28 = call i32 @atoi(i8* noundef %27) #6, !dbg !30
  br label %30, !dbg !27

29:                                               ; preds = %2
  br label %30, !dbg !27

30:                                               ; preds = %29, %24
  %31 = phi i32 [ %28, %24 ], [ 2000, %29 ], !dbg !27
  store i32 %31, i32* %6, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata double** %7, metadata !31, metadata !DIExpression()), !dbg !33
  %32 = load i32, i32* %6, align 4, !dbg !34
  %33 = sext i32 %32 to i64, !dbg !34
  %34 = mul i64 %33, 8, !dbg !35
  %35 = call noalias i8* @malloc(i64 noundef %34) #7, !dbg !36
  %36 = bitcast i8* %35 to double*, !dbg !36
  store double* %36, double** %7, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata float** %8, metadata !37, metadata !DIExpression()), !dbg !39
  %37 = load i32, i32* %6, align 4, !dbg !40
  %38 = sext i32 %37 to i64, !dbg !40
  %39 = mul i64 %38, 4, !dbg !41
  %40 = call noalias i8* @malloc(i64 noundef %39) #7, !dbg !42
  %41 = bitcast i8* %40 to float*, !dbg !42
  store float* %41, float** %8, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %9, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 12345, i32* %9, align 4, !dbg !45
  call void @llvm.dbg.declare(metadata i32* %10, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %10, align 4, !dbg !48
  br label %42, !dbg !49

42:                                               ; preds = %67, %30
  %43 = load i32, i32* %10, align 4, !dbg !50
  %44 = load i32, i32* %6, align 4, !dbg !52
  %45 = icmp slt i32 %43, %44, !dbg !53
  br i1 %45, label %46, label %70, !dbg !54

46:                                               ; preds = %42
  %47 = load i32, i32* %9, align 4, !dbg !55
  %48 = mul i32 %47, 1664525, !dbg !57
  %49 = add i32 %48, 1013904223, !dbg !58
  store i32 %49, i32* %9, align 4, !dbg !59
  %50 = load i32, i32* %9, align 4, !dbg !60
  %51 = lshr i32 %50, 8, !dbg !61
  %52 = uitofp i32 %51 to double, !dbg !62
  %53 = fdiv double %52, 6.553600e+04, !dbg !63
  %54 = fadd double 1.000000e+00, %53, !dbg !64
  %55 = load double*, double** %7, align 8, !dbg !65
  %56 = load i32, i32* %10, align 4, !dbg !66
  %57 = sext i32 %56 to i64, !dbg !65
  %58 = getelementptr inbounds double, double* %55, i64 %57, !dbg !65
  store double %54, double* %58, align 8, !dbg !67
  %59 = load i32, i32* %9, align 4, !dbg !68
  %60 = urem i32 %59, 1000, !dbg !69
  %61 = uitofp i32 %60 to float, !dbg !70
  %62 = fmul float %61, 0x3F50624DE0000000, !dbg !71
  %63 = load float*, float** %8, align 8, !dbg !72
  %64 = load i32, i32* %10, align 4, !dbg !73
  %65 = sext i32 %64 to i64, !dbg !72
  %66 = getelementptr inbounds float, float* %63, i64 %65, !dbg !72
  store float %62, float* %66, align 4, !dbg !74
  br label %67, !dbg !75

67:                                               ; preds = %46
  %68 = load i32, i32* %10, align 4, !dbg !76
  %69 = add nsw i32 %68, 1, !dbg !76
  store i32 %69, i32* %10, align 4, !dbg !76
  br label %42, !dbg !77, !llvm.loop !78

70:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata i64* %11, metadata !81, metadata !DIExpression()), !dbg !83
  store i64 0, i64* %11, align 8, !dbg !83
  call void @llvm.dbg.declare(metadata double* %12, metadata !84, metadata !DIExpression()), !dbg !85
  store double 0.000000e+00, double* %12, align 8, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %13, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %13, align 4, !dbg !88
  br label %71, !dbg !89

71:                                               ; preds = %116, %70
  %72 = load i32, i32* %13, align 4, !dbg !90
  %73 = load i32, i32* %6, align 4, !dbg !92
  %74 = icmp slt i32 %72, %73, !dbg !93
  br i1 %74, label %75, label %119, !dbg !94

75:                                               ; preds = %71
  call void @llvm.dbg.declare(metadata double* %14, metadata !95, metadata !DIExpression()), !dbg !97
  %76 = load double*, double** %7, align 8, !dbg !98
  %77 = load i32, i32* %13, align 4, !dbg !99
  %78 = sext i32 %77 to i64, !dbg !98
  %79 = getelementptr inbounds double, double* %76, i64 %78, !dbg !98
  %80 = load double, double* %79, align 8, !dbg !98
  store double %80, double* %14, align 8, !dbg !97
  call void @llvm.dbg.declare(metadata double* %15, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.declare(metadata i32* %16, metadata !102, metadata !DIExpression()), !dbg !103
  store i32 0, i32* %16, align 4, !dbg !103
  br label %81, !dbg !104

81:                                               ; preds = %106, %75
  %82 = load double, double* %14, align 8, !dbg !105
  store double %82, double* %15, align 8, !dbg !107
  %83 = load double, double* %14, align 8, !dbg !108
  %84 = load double*, double** %7, align 8, !dbg !109
  %85 = load i32, i32* %13, align 4, !dbg !110
  %86 = sext i32 %85 to i64, !dbg !109
  %87 = getelementptr inbounds double, double* %84, i64 %86, !dbg !109
  %88 = load double, double* %87, align 8, !dbg !109
  %89 = load double, double* %14, align 8, !dbg !111
  %90 = fdiv double %88, %89, !dbg !112
  %91 = fadd double %83, %90, !dbg !113
  %92 = fmul double 5.000000e-01, %91, !dbg !114
  store double %92, double* %14, align 8, !dbg !115
  %93 = load i32, i32* %16, align 4, !dbg !116
  %94 = add nsw i32 %93, 1, !dbg !116
  store i32 %94, i32* %16, align 4, !dbg !116
  br label %95, !dbg !117

95:                                               ; preds = %81
  %96 = load double, double* %14, align 8, !dbg !118
  %97 = load double, double* %15, align 8, !dbg !119
  %98 = fsub double %96, %97, !dbg !120
  %99 = call double @llvm.fabs.f64(double %98), !dbg !121
  %100 = load double, double* %14, align 8, !dbg !122
  %101 = fmul double 0x3D719799812DEA11, %100, !dbg !123
  %102 = fcmp ogt double %99, %101, !dbg !124
  br i1 %102, label %103, label %106, !dbg !125

103:                                              ; preds = %95
  %104 = load i32, i32* %16, align 4, !dbg !126
  %105 = icmp slt i32 %104, 60, !dbg !127
  br label %106

106:                                              ; preds = %103, %95
  %107 = phi i1 [ false, %95 ], [ %105, %103 ], !dbg !128
  br i1 %107, label %81, label %108, !dbg !117, !llvm.loop !129

108:                                              ; preds = %106
  %109 = load i32, i32* %16, align 4, !dbg !131
  %110 = sext i32 %109 to i64, !dbg !131
  %111 = load i64, i64* %11, align 8, !dbg !132
  %112 = add nsw i64 %111, %110, !dbg !132
  store i64 %112, i64* %11, align 8, !dbg !132
  %113 = load double, double* %14, align 8, !dbg !133
  %114 = load double, double* %12, align 8, !dbg !134
  %115 = fadd double %114, %113, !dbg !134
  store double %115, double* %12, align 8, !dbg !134
  br label %116, !dbg !135

116:                                              ; preds = %108
  %117 = load i32, i32* %13, align 4, !dbg !136
  %118 = add nsw i32 %117, 1, !dbg !136
  store i32 %118, i32* %13, align 4, !dbg !136
  br label %71, !dbg !137, !llvm.loop !138

119:                                              ; preds = %71
  call void @llvm.dbg.declare(metadata [4 x i32]* %17, metadata !140, metadata !DIExpression()), !dbg !144
  %120 = bitcast [4 x i32]* %17 to i8*, !dbg !144
  call void @llvm.memset.p0i8.i64(i8* align 16 %120, i8 0, i64 16, i1 false), !dbg !144
  call void @llvm.dbg.declare(metadata i32* %18, metadata !145, metadata !DIExpression()), !dbg !147
  store i32 0, i32* %18, align 4, !dbg !147
  br label %121, !dbg !148

121:                                              ; preds = %159, %119
  %122 = load i32, i32* %18, align 4, !dbg !149
  %123 = load i32, i32* %6, align 4, !dbg !151
  %124 = icmp slt i32 %122, %123, !dbg !152
  br i1 %124, label %125, label %162, !dbg !153

125:                                              ; preds = %121
  call void @llvm.dbg.declare(metadata double* %19, metadata !154, metadata !DIExpression()), !dbg !156
  %126 = load double*, double** %7, align 8, !dbg !157
  %127 = load i32, i32* %18, align 4, !dbg !158
  %128 = sext i32 %127 to i64, !dbg !157
  %129 = getelementptr inbounds double, double* %126, i64 %128, !dbg !157
  %130 = load double, double* %129, align 8, !dbg !157
  %131 = call double @sqrt(double noundef %130) #7, !dbg !159
  store double %131, double* %19, align 8, !dbg !156
  %132 = load double, double* %19, align 8, !dbg !160
  %133 = fcmp olt double %132, 8.000000e+00, !dbg !162
  br i1 %133, label %134, label %138, !dbg !163

134:                                              ; preds = %125
  %135 = getelementptr inbounds [4 x i32], [4 x i32]* %17, i64 0, i64 0, !dbg !164
  %136 = load i32, i32* %135, align 16, !dbg !165
  %137 = add nsw i32 %136, 1, !dbg !165
  store i32 %137, i32* %135, align 16, !dbg !165
  br label %158, !dbg !164

138:                                              ; preds = %125
  %139 = load double, double* %19, align 8, !dbg !166
  %140 = fcmp olt double %139, 3.200000e+01, !dbg !168
  br i1 %140, label %141, label %145, !dbg !169

141:                                              ; preds = %138
  %142 = getelementptr inbounds [4 x i32], [4 x i32]* %17, i64 0, i64 1, !dbg !170
  %143 = load i32, i32* %142, align 4, !dbg !171
  %144 = add nsw i32 %143, 1, !dbg !171
  store i32 %144, i32* %142, align 4, !dbg !171
  br label %157, !dbg !170

145:                                              ; preds = %138
  %146 = load double, double* %19, align 8, !dbg !172
  %147 = fcmp olt double %146, 1.280000e+02, !dbg !174
  br i1 %147, label %148, label %152, !dbg !175

148:                                              ; preds = %145
  %149 = getelementptr inbounds [4 x i32], [4 x i32]* %17, i64 0, i64 2, !dbg !176
  %150 = load i32, i32* %149, align 8, !dbg !177
  %151 = add nsw i32 %150, 1, !dbg !177
  store i32 %151, i32* %149, align 8, !dbg !177
  br label %156, !dbg !176

152:                                              ; preds = %145
  %153 = getelementptr inbounds [4 x i32], [4 x i32]* %17, i64 0, i64 3, !dbg !178
  %154 = load i32, i32* %153, align 4, !dbg !179
  %155 = add nsw i32 %154, 1, !dbg !179
  store i32 %155, i32* %153, align 4, !dbg !179
  br label %156

156:                                              ; preds = %152, %148
  br label %157

157:                                              ; preds = %156, %141
  br label %158

158:                                              ; preds = %157, %134
  br label %159, !dbg !180

159:                                              ; preds = %158
  %160 = load i32, i32* %18, align 4, !dbg !181
  %161 = add nsw i32 %160, 1, !dbg !181
  store i32 %161, i32* %18, align 4, !dbg !181
  br label %121, !dbg !182, !llvm.loop !183

162:                                              ; preds = %121
  call void @llvm.dbg.declare(metadata float* %20, metadata !185, metadata !DIExpression()), !dbg !186
  store float 0.000000e+00, float* %20, align 4, !dbg !186
  call void @llvm.dbg.declare(metadata i32* %21, metadata !187, metadata !DIExpression()), !dbg !188
  store i32 0, i32* %21, align 4, !dbg !188
  br label %163, !dbg !189

163:                                              ; preds = %181, %162
  %164 = load i32, i32* %21, align 4, !dbg !190
  %165 = load i32, i32* %6, align 4, !dbg !191
  %166 = icmp slt i32 %164, %165, !dbg !192
  br i1 %166, label %167, label %184, !dbg !189

167:                                              ; preds = %163
  %168 = load float*, float** %8, align 8, !dbg !193
  %169 = load i32, i32* %21, align 4, !dbg !195
  %170 = sext i32 %169 to i64, !dbg !193
  %171 = getelementptr inbounds float, float* %168, i64 %170, !dbg !193
  %172 = load float, float* %171, align 4, !dbg !193
  %173 = load float, float* %20, align 4, !dbg !196
  %174 = fadd float %173, %172, !dbg !196
  store float %174, float* %20, align 4, !dbg !196
  %175 = load float, float* %20, align 4, !dbg !197
  %176 = load i32, i32* %6, align 4, !dbg !199
  %177 = sitofp i32 %176 to float, !dbg !200
  %178 = fmul float 2.500000e-01, %177, !dbg !201
  %179 = fcmp ogt float %175, %178, !dbg !202
  br i1 %179, label %180, label %181, !dbg !203

180:                                              ; preds = %167
  br label %184, !dbg !204

181:                                              ; preds = %167
  %182 = load i32, i32* %21, align 4, !dbg !205
  %183 = add nsw i32 %182, 1, !dbg !205
  store i32 %183, i32* %21, align 4, !dbg !205
  br label %163, !dbg !189, !llvm.loop !206

184:                                              ; preds = %180, %163
  %185 = load i64, i64* %11, align 8, !dbg !208
  %186 = load double, double* %12, align 8, !dbg !209
  %187 = getelementptr inbounds [4 x i32], [4 x i32]* %17, i64 0, i64 0, !dbg !210
  %188 = load i32, i32* %187, align 16, !dbg !210
  %189 = getelementptr inbounds [4 x i32], [4 x i32]* %17, i64 0, i64 1, !dbg !211
  %190 = load i32, i32* %189, align 4, !dbg !211
  %191 = getelementptr inbounds [4 x i32], [4 x i32]* %17, i64 0, i64 2, !dbg !212
  %192 = load i32, i32* %191, align 8, !dbg !212
  %193 = getelementptr inbounds [4 x i32], [4 x i32]* %17, i64 0, i64 3, !dbg !213
  %194 = load i32, i32* %193, align 4, !dbg !213
  %195 = load i32, i32* %21, align 4, !dbg !214
  %196 = load float, float* %20, align 4, !dbg !215
  %197 = fpext float %196 to double, !dbg !215
  %198 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i64 noundef %185, double noundef %186, i32 noundef %188, i32 noundef %190, i32 noundef %192, i32 noundef %194, i32 noundef %195, double noundef %197), !dbg !216
  %199 = load double*, double** %7, align 8, !dbg !217
  %200 = bitcast double* %199 to i8*, !dbg !217
  call void @free(i8* noundef %200) #7, !dbg !218
  %201 = load float*, float** %8, align 8, !dbg !219
  %202 = bitcast float* %201 to i8*, !dbg !219
  call void @free(i8* noundef %202) #7, !dbg !220
  ret i32 0, !dbg !221
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "float_branches.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "c4e772736e33c3b8aca5f334876d67fd")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !14, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 10, type: !16)
!22 = !DILocation(line: 10, column: 14, scope: !13)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 10, type: !17)
!24 = !DILocation(line: 10, column: 27, scope: !13)
!25 = !DILocalVariable(name: "n", scope: !13, file: !1, line: 12, type: !16)
!26 = !DILocation(line: 12, column: 7, scope: !13)
!27 = !DILocation(line: 12, column: 11, scope: !13)
!28 = !DILocation(line: 12, column: 16, scope: !13)
!29 = !DILocation(line: 12, column: 27, scope: !13)
!30 = !DILocation(line: 12, column: 22, scope: !13)
!31 = !DILocalVariable(name: "v", scope: !13, file: !1, line: 13, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!33 = !DILocation(line: 13, column: 11, scope: !13)
!34 = !DILocation(line: 13, column: 22, scope: !13)
!35 = !DILocation(line: 13, column: 24, scope: !13)
!36 = !DILocation(line: 13, column: 15, scope: !13)
!37 = !DILocalVariable(name: "w", scope: !13, file: !1, line: 14, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!39 = !DILocation(line: 14, column: 10, scope: !13)
!40 = !DILocation(line: 14, column: 21, scope: !13)
!41 = !DILocation(line: 14, column: 23, scope: !13)
!42 = !DILocation(line: 14, column: 14, scope: !13)
!43 = !DILocalVariable(name: "s", scope: !13, file: !1, line: 15, type: !44)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DILocation(line: 15, column: 12, scope: !13)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 16, type: !16)
!47 = distinct !DILexicalBlock(scope: !13, file: !1, line: 16, column: 3)
!48 = !DILocation(line: 16, column: 12, scope: !47)
!49 = !DILocation(line: 16, column: 8, scope: !47)
!50 = !DILocation(line: 16, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 16, column: 3)
!52 = !DILocation(line: 16, column: 23, scope: !51)
!53 = !DILocation(line: 16, column: 21, scope: !51)
!54 = !DILocation(line: 16, column: 3, scope: !47)
!55 = !DILocation(line: 17, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !51, file: !1, line: 16, column: 31)
!57 = !DILocation(line: 17, column: 11, scope: !56)
!58 = !DILocation(line: 17, column: 22, scope: !56)
!59 = !DILocation(line: 17, column: 7, scope: !56)
!60 = !DILocation(line: 18, column: 27, scope: !56)
!61 = !DILocation(line: 18, column: 29, scope: !56)
!62 = !DILocation(line: 18, column: 18, scope: !56)
!63 = !DILocation(line: 18, column: 35, scope: !56)
!64 = !DILocation(line: 18, column: 16, scope: !56)
!65 = !DILocation(line: 18, column: 5, scope: !56)
!66 = !DILocation(line: 18, column: 7, scope: !56)
!67 = !DILocation(line: 18, column: 10, scope: !56)
!68 = !DILocation(line: 19, column: 20, scope: !56)
!69 = !DILocation(line: 19, column: 22, scope: !56)
!70 = !DILocation(line: 19, column: 12, scope: !56)
!71 = !DILocation(line: 19, column: 30, scope: !56)
!72 = !DILocation(line: 19, column: 5, scope: !56)
!73 = !DILocation(line: 19, column: 7, scope: !56)
!74 = !DILocation(line: 19, column: 10, scope: !56)
!75 = !DILocation(line: 20, column: 3, scope: !56)
!76 = !DILocation(line: 16, column: 27, scope: !51)
!77 = !DILocation(line: 16, column: 3, scope: !51)
!78 = distinct !{!78, !54, !79, !80}
!79 = !DILocation(line: 20, column: 3, scope: !47)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocalVariable(name: "steps", scope: !13, file: !1, line: 22, type: !82)
!82 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!83 = !DILocation(line: 22, column: 8, scope: !13)
!84 = !DILocalVariable(name: "acc", scope: !13, file: !1, line: 23, type: !3)
!85 = !DILocation(line: 23, column: 10, scope: !13)
!86 = !DILocalVariable(name: "i", scope: !87, file: !1, line: 24, type: !16)
!87 = distinct !DILexicalBlock(scope: !13, file: !1, line: 24, column: 3)
!88 = !DILocation(line: 24, column: 12, scope: !87)
!89 = !DILocation(line: 24, column: 8, scope: !87)
!90 = !DILocation(line: 24, column: 19, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 24, column: 3)
!92 = !DILocation(line: 24, column: 23, scope: !91)
!93 = !DILocation(line: 24, column: 21, scope: !91)
!94 = !DILocation(line: 24, column: 3, scope: !87)
!95 = !DILocalVariable(name: "x", scope: !96, file: !1, line: 25, type: !3)
!96 = distinct !DILexicalBlock(scope: !91, file: !1, line: 24, column: 31)
!97 = !DILocation(line: 25, column: 12, scope: !96)
!98 = !DILocation(line: 25, column: 16, scope: !96)
!99 = !DILocation(line: 25, column: 18, scope: !96)
!100 = !DILocalVariable(name: "prev", scope: !96, file: !1, line: 25, type: !3)
!101 = !DILocation(line: 25, column: 22, scope: !96)
!102 = !DILocalVariable(name: "it", scope: !96, file: !1, line: 26, type: !16)
!103 = !DILocation(line: 26, column: 9, scope: !96)
!104 = !DILocation(line: 27, column: 5, scope: !96)
!105 = !DILocation(line: 28, column: 14, scope: !106)
!106 = distinct !DILexicalBlock(scope: !96, file: !1, line: 27, column: 8)
!107 = !DILocation(line: 28, column: 12, scope: !106)
!108 = !DILocation(line: 29, column: 18, scope: !106)
!109 = !DILocation(line: 29, column: 22, scope: !106)
!110 = !DILocation(line: 29, column: 24, scope: !106)
!111 = !DILocation(line: 29, column: 29, scope: !106)
!112 = !DILocation(line: 29, column: 27, scope: !106)
!113 = !DILocation(line: 29, column: 20, scope: !106)
!114 = !DILocation(line: 29, column: 15, scope: !106)
!115 = !DILocation(line: 29, column: 9, scope: !106)
!116 = !DILocation(line: 30, column: 9, scope: !106)
!117 = !DILocation(line: 31, column: 5, scope: !106)
!118 = !DILocation(line: 31, column: 19, scope: !96)
!119 = !DILocation(line: 31, column: 23, scope: !96)
!120 = !DILocation(line: 31, column: 21, scope: !96)
!121 = !DILocation(line: 31, column: 14, scope: !96)
!122 = !DILocation(line: 31, column: 39, scope: !96)
!123 = !DILocation(line: 31, column: 37, scope: !96)
!124 = !DILocation(line: 31, column: 29, scope: !96)
!125 = !DILocation(line: 31, column: 41, scope: !96)
!126 = !DILocation(line: 31, column: 44, scope: !96)
!127 = !DILocation(line: 31, column: 47, scope: !96)
!128 = !DILocation(line: 0, scope: !96)
!129 = distinct !{!129, !104, !130, !80}
!130 = !DILocation(line: 31, column: 51, scope: !96)
!131 = !DILocation(line: 32, column: 14, scope: !96)
!132 = !DILocation(line: 32, column: 11, scope: !96)
!133 = !DILocation(line: 33, column: 12, scope: !96)
!134 = !DILocation(line: 33, column: 9, scope: !96)
!135 = !DILocation(line: 34, column: 3, scope: !96)
!136 = !DILocation(line: 24, column: 27, scope: !91)
!137 = !DILocation(line: 24, column: 3, scope: !91)
!138 = distinct !{!138, !94, !139, !80}
!139 = !DILocation(line: 34, column: 3, scope: !87)
!140 = !DILocalVariable(name: "bins", scope: !13, file: !1, line: 36, type: !141)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 4)
!144 = !DILocation(line: 36, column: 7, scope: !13)
!145 = !DILocalVariable(name: "i", scope: !146, file: !1, line: 37, type: !16)
!146 = distinct !DILexicalBlock(scope: !13, file: !1, line: 37, column: 3)
!147 = !DILocation(line: 37, column: 12, scope: !146)
!148 = !DILocation(line: 37, column: 8, scope: !146)
!149 = !DILocation(line: 37, column: 19, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !1, line: 37, column: 3)
!151 = !DILocation(line: 37, column: 23, scope: !150)
!152 = !DILocation(line: 37, column: 21, scope: !150)
!153 = !DILocation(line: 37, column: 3, scope: !146)
!154 = !DILocalVariable(name: "r", scope: !155, file: !1, line: 38, type: !3)
!155 = distinct !DILexicalBlock(scope: !150, file: !1, line: 37, column: 31)
!156 = !DILocation(line: 38, column: 12, scope: !155)
!157 = !DILocation(line: 38, column: 21, scope: !155)
!158 = !DILocation(line: 38, column: 23, scope: !155)
!159 = !DILocation(line: 38, column: 16, scope: !155)
!160 = !DILocation(line: 39, column: 9, scope: !161)
!161 = distinct !DILexicalBlock(scope: !155, file: !1, line: 39, column: 9)
!162 = !DILocation(line: 39, column: 11, scope: !161)
!163 = !DILocation(line: 39, column: 9, scope: !155)
!164 = !DILocation(line: 40, column: 7, scope: !161)
!165 = !DILocation(line: 40, column: 14, scope: !161)
!166 = !DILocation(line: 41, column: 14, scope: !167)
!167 = distinct !DILexicalBlock(scope: !161, file: !1, line: 41, column: 14)
!168 = !DILocation(line: 41, column: 16, scope: !167)
!169 = !DILocation(line: 41, column: 14, scope: !161)
!170 = !DILocation(line: 42, column: 7, scope: !167)
!171 = !DILocation(line: 42, column: 14, scope: !167)
!172 = !DILocation(line: 43, column: 14, scope: !173)
!173 = distinct !DILexicalBlock(scope: !167, file: !1, line: 43, column: 14)
!174 = !DILocation(line: 43, column: 16, scope: !173)
!175 = !DILocation(line: 43, column: 14, scope: !167)
!176 = !DILocation(line: 44, column: 7, scope: !173)
!177 = !DILocation(line: 44, column: 14, scope: !173)
!178 = !DILocation(line: 46, column: 7, scope: !173)
!179 = !DILocation(line: 46, column: 14, scope: !173)
!180 = !DILocation(line: 47, column: 3, scope: !155)
!181 = !DILocation(line: 37, column: 27, scope: !150)
!182 = !DILocation(line: 37, column: 3, scope: !150)
!183 = distinct !{!183, !153, !184, !80}
!184 = !DILocation(line: 47, column: 3, scope: !146)
!185 = !DILocalVariable(name: "sum", scope: !13, file: !1, line: 49, type: !4)
!186 = !DILocation(line: 49, column: 9, scope: !13)
!187 = !DILocalVariable(name: "k", scope: !13, file: !1, line: 50, type: !16)
!188 = !DILocation(line: 50, column: 7, scope: !13)
!189 = !DILocation(line: 51, column: 3, scope: !13)
!190 = !DILocation(line: 51, column: 10, scope: !13)
!191 = !DILocation(line: 51, column: 14, scope: !13)
!192 = !DILocation(line: 51, column: 12, scope: !13)
!193 = !DILocation(line: 52, column: 12, scope: !194)
!194 = distinct !DILexicalBlock(scope: !13, file: !1, line: 51, column: 17)
!195 = !DILocation(line: 52, column: 14, scope: !194)
!196 = !DILocation(line: 52, column: 9, scope: !194)
!197 = !DILocation(line: 53, column: 9, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !1, line: 53, column: 9)
!199 = !DILocation(line: 53, column: 30, scope: !198)
!200 = !DILocation(line: 53, column: 23, scope: !198)
!201 = !DILocation(line: 53, column: 21, scope: !198)
!202 = !DILocation(line: 53, column: 13, scope: !198)
!203 = !DILocation(line: 53, column: 9, scope: !194)
!204 = !DILocation(line: 54, column: 7, scope: !198)
!205 = !DILocation(line: 55, column: 6, scope: !194)
!206 = distinct !{!206, !189, !207, !80}
!207 = !DILocation(line: 56, column: 3, scope: !13)
!208 = !DILocation(line: 57, column: 44, scope: !13)
!209 = !DILocation(line: 57, column: 51, scope: !13)
!210 = !DILocation(line: 57, column: 56, scope: !13)
!211 = !DILocation(line: 57, column: 65, scope: !13)
!212 = !DILocation(line: 57, column: 74, scope: !13)
!213 = !DILocation(line: 57, column: 83, scope: !13)
!214 = !DILocation(line: 57, column: 92, scope: !13)
!215 = !DILocation(line: 57, column: 95, scope: !13)
!216 = !DILocation(line: 57, column: 3, scope: !13)
!217 = !DILocation(line: 58, column: 8, scope: !13)
!218 = !DILocation(line: 58, column: 3, scope: !13)
!219 = !DILocation(line: 59, column: 8, scope: !13)
!220 = !DILocation(line: 59, column: 3, scope: !13)
!221 = !DILocation(line: 60, column: 3, scope: !13)
