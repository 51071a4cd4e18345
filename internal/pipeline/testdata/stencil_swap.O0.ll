; ModuleID = 'stencil_swap.c'
source_filename = "stencil_swap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float*, align 8
  %10 = alloca float*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float*, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %18 = load i32, i32* %4, align 4, !dbg !26
  %19 = icmp sgt i32 %18, 1, !dbg !27
  br i1 %19, label %20, label %25, !dbg !26

20:                                               ; preds = %2
  %21 = load i8**, i8*** %5, align 8, !dbg !28
  %22 = getelementptr inbounds i8*, i8** %21, i64 1, !dbg !28
  %23 = load i8*, i8** %22, align 8, !dbg !28
  %24 = call i32 @atoi(i8* noundef %23) #5, !dbg !29
  br label %26, !dbg !26

25:                                               ; preds = %2
  br label %26, !dbg !26

26:                                               ; preds = %25, %20
  %27 = phi i32 [ %24, %20 ], [ 64, %25 ], !dbg !26
  store i32 %27, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !31
  %28 = load i32, i32* %4, align 4, !dbg !32
  %29 = icmp sgt i32 %28, 2, !dbg !33
  br i1 %29, label %30, label %35, !dbg !32

30:                                               ; preds = %26
  %31 = load i8**, i8*** %5, align 8, !dbg !34
  %32 = getelementptr inbounds i8*, i8** %31, i64 2, !dbg !34
  %33 = load i8*, i8** %32, align 8, !dbg !34
  %34 = call i32 @atoi(i8* noundef %33) #5, !dbg !35
  br label %36, !dbg !32

35:                                               ; preds = %26
  br label %36, !dbg !32

36:                                               ; preds = %35, %30
  %37 = phi i32 [ %34, %30 ], [ 48, %35 ], !dbg !32
  store i32 %37, i32* %7, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !36, metadata !DIExpression()), !dbg !37
  %38 = load i32, i32* %4, align 4, !dbg !38
  %39 = icmp sgt i32 %38, 3, !dbg !39
  br i1 %39, label %40, label %45, !dbg !38

40:                                               ; preds = %36
  %41 = load i8**, i8*** %5, align 8, !dbg !40
  %42 = getelementptr inbounds i8*, i8** %41, i64 3, !dbg !40
  %43 = load i8*, i8** %42, align 8, !dbg !40
  %44 = call i32 @atoi(i8* noundef %43) #5, !dbg !41
  br label %46, !dbg !38

45:                                               ; preds = %36
  br label %46, !dbg !38

46:                                               ; preds = %45, %40
  %47 = phi i32 [ %44, %40 ], [ 3, %45 ], !dbg !38
  store i32 %47, i32* %8, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata float** %9, metadata !42, metadata !DIExpression()), !dbg !44
  %48 = load i32, i32* %6, align 4, !dbg !45
  %49 = sext i32 %48 to i64, !dbg !45
  %50 = mul i64 4, %49, !dbg !46
  %51 = load i32, i32* %7, align 4, !dbg !47
  %52 = sext i32 %51 to i64, !dbg !47
  %53 = mul i64 %50, %52, !dbg !48
  %54 = call noalias i8* @malloc(i64 noundef %53) #6, !dbg !49
  %55 = bitcast i8* %54 to float*, !dbg !49
  store float* %55, float** %9, align 8, !dbg !44
  call void @llvm.dbg.declare(metadata float** %10, metadata !50, metadata !DIExpression()), !dbg !51
  %56 = load i32, i32* %6, align 4, !dbg !52
  %57 = sext i32 %56 to i64, !dbg !52
  %58 = mul i64 4, %57, !dbg !53
  %59 = load i32, i32* %7, align 4, !dbg !54
  %60 = sext i32 %59 to i64, !dbg !54
  %61 = mul i64 %58, %60, !dbg !55
  %62 = call noalias i8* @malloc(i64 noundef %61) #6, !dbg !56
  %63 = bitcast i8* %62 to float*, !dbg !56
  store float* %63, float** %10, align 8, !dbg !51
  call void @llvm.dbg.declare(metadata i32* %11, metadata !57, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %11, align 4, !dbg !59
  br label %64, !dbg !60

64:                                               ; preds = %78, %46
  %65 = load i32, i32* %11, align 4, !dbg !61
  %66 = load i32, i32* %6, align 4, !dbg !63
  %67 = load i32, i32* %7, align 4, !dbg !64
  %68 = mul nsw i32 %66, %67, !dbg !65
  %69 = icmp slt i32 %65, %68, !dbg !66
  br i1 %69, label %70, label %81, !dbg !67

70:                                               ; preds = %64
  %71 = load i32, i32* %11, align 4, !dbg !68
  %72 = srem i32 %71, 17, !dbg !69
  %73 = sitofp i32 %72 to float, !dbg !70
  %74 = load float*, float** %9, align 8, !dbg !71
  %75 = load i32, i32* %11, align 4, !dbg !72
  %76 = sext i32 %75 to i64, !dbg !71
  %77 = getelementptr inbounds float, float* %74, i64 %76, !dbg !71
  store float %73, float* %77, align 4, !dbg !73
  br label %78, !dbg !71

78:                                               ; preds = %70
  %79 = load i32, i32* %11, align 4, !dbg !74
  %80 = add nsw i32 %79, 1, !dbg !74
  store i32 %80, i32* %11, align 4, !dbg !74
  br label %64, !dbg !75, !llvm.loop !76

81:                                               ; preds = %64
  call void @llvm.dbg.declare(metadata i32* %12, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 0, i32* %12, align 4, !dbg !81
  br label %82, !dbg !82

82:                                               ; preds = %205, %81
  %83 = load i32, i32* %12, align 4, !dbg !83
  %84 = load i32, i32* %8, align 4, !dbg !85
  %85 = icmp slt i32 %83, %84, !dbg !86
  br i1 %85, label %86, label %208, !dbg !87

86:                                               ; preds = %82
  call void @llvm.dbg.declare(metadata i32* %13, metadata !88, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %13, align 4, !dbg !91
  br label %87, !dbg !92

87:                                               ; preds = %198, %86
  %88 = load i32, i32* %13, align 4, !dbg !93
  %89 = load i32, i32* %6, align 4, !dbg !95
  %90 = icmp slt i32 %88, %89, !dbg !96
  br i1 %90, label %91, label %201, !dbg !97

91:                                               ; preds = %87
  call void @llvm.dbg.declare(metadata i32* %14, metadata !98, metadata !DIExpression()), !dbg !100
  store i32 0, i32* %14, align 4, !dbg !100
  br label %92, !dbg !101

92:                                               ; preds = %194, %91
  %93 = load i32, i32* %14, align 4, !dbg !102
  %94 = load i32, i32* %7, align 4, !dbg !104
  %95 = icmp slt i32 %93, %94, !dbg !105
  br i1 %95, label %96, label %197, !dbg !106

96:                                               ; preds = %92
  %97 = load i32, i32* %13, align 4, !dbg !107
  %98 = icmp eq i32 %97, 0, !dbg !110
  br i1 %98, label %112, label %99, !dbg !111

99:                                               ; preds = %96
  %100 = load i32, i32* %14, align 4, !dbg !112
  %101 = icmp eq i32 %100, 0, !dbg !113
  br i1 %101, label %112, label %102, !dbg !114

102:                                              ; preds = %99
  %103 = load i32, i32* %13, align 4, !dbg !115
  %104 = load i32, i32* %6, align 4, !dbg !116
  %105 = sub nsw i32 %104, 1, !dbg !117
  %106 = icmp eq i32 %103, %105, !dbg !118
  br i1 %106, label %112, label %107, !dbg !119

107:                                              ; preds = %102
  %108 = load i32, i32* %14, align 4, !dbg !120
  %109 = load i32, i32* %7, align 4, !dbg !121
  %110 = sub nsw i32 %109, 1, !dbg !122
  %111 = icmp eq i32 %108, %110, !dbg !123
  br i1 %111, label %112, label %130, !dbg !124

112:                                              ; preds = %107, %102, %99, %96
  %113 = load float*, float** %9, align 8, !dbg !125
  %114 = load i32, i32* %13, align 4, !dbg !126
  %115 = load i32, i32* %7, align 4, !dbg !127
  %116 = mul nsw i32 %114, %115, !dbg !128
  %117 = load i32, i32* %14, align 4, !dbg !129
  %118 = add nsw i32 %116, %117, !dbg !130
  %119 = sext i32 %118 to i64, !dbg !125
  %120 = getelementptr inbounds float, float* %113, i64 %119, !dbg !125
  %121 = load float, float* %120, align 4, !dbg !125
  %122 = load float*, float** %10, align 8, !dbg !131
  %123 = load i32, i32* %13, align 4, !dbg !132
  %124 = load i32, i32* %7, align 4, !dbg !133
  %125 = mul nsw i32 %123, %124, !dbg !134
  %126 = load i32, i32* %14, align 4, !dbg !135
  %127 = add nsw i32 %125, %126, !dbg !136
  %128 = sext i32 %127 to i64, !dbg !131
  %129 = getelementptr inbounds float, float* %122, i64 %128, !dbg !131
  store float %121, float* %129, align 4, !dbg !137
  br label %193, !dbg !131

130:                                              ; preds = %107
  %131 = load float*, float** %9, align 8, !dbg !138
  %132 = load i32, i32* %13, align 4, !dbg !139
  %133 = load i32, i32* %7, align 4, !dbg !140
  %134 = mul nsw i32 %132, %133, !dbg !141
  %135 = load i32, i32* %14, align 4, !dbg !142
  %136 = add nsw i32 %134, %135, !dbg !143
  %137 = sext i32 %136 to i64, !dbg !138
  %138 = getelementptr inbounds float, float* %131, i64 %137, !dbg !138
  %139 = load float, float* %138, align 4, !dbg !138
  %140 = load float*, float** %9, align 8, !dbg !144
  %141 = load i32, i32* %13, align 4, !dbg !145
  %142 = sub nsw i32 %141, 1, !dbg !146
  %143 = load i32, i32* %7, align 4, !dbg !147
  %144 = mul nsw i32 %142, %143, !dbg !148
  %145 = load i32, i32* %14, align 4, !dbg !149
  %146 = add nsw i32 %144, %145, !dbg !150
  %147 = sext i32 %146 to i64, !dbg !144
  %148 = getelementptr inbounds float, float* %140, i64 %147, !dbg !144
  %149 = load float, float* %148, align 4, !dbg !144
  %150 = fadd float %139, %149, !dbg !151
  %151 = load float*, float** %9, align 8, !dbg !152
  %152 = load i32, i32* %13, align 4, !dbg !153
  %153 = add nsw i32 %152, 1, !dbg !154
  %154 = load i32, i32* %7, align 4, !dbg !155
  %155 = mul nsw i32 %153, %154, !dbg !156
  %156 = load i32, i32* %14, align 4, !dbg !157
  %157 = add nsw i32 %155, %156, !dbg !158
  %158 = sext i32 %157 to i64, !dbg !152
  %159 = getelementptr inbounds float, float* %151, i64 %158, !dbg !152
  %160 = load float, float* %159, align 4, !dbg !152
  %161 = fadd float %150, %160, !dbg !159
  %162 = load float*, float** %9, align 8, !dbg !160
  %163 = load i32, i32* %13, align 4, !dbg !161
  %164 = load i32, i32* %7, align 4, !dbg !162
  %165 = mul nsw i32 %163, %164, !dbg !163
  %166 = load i32, i32* %14, align 4, !dbg !164
  %167 = add nsw i32 %165, %166, !dbg !165
  %168 = sub nsw i32 %167, 1, !dbg !166
  %169 = sext i32 %168 to i64, !dbg !160
  %170 = getelementptr inbounds float, float* %162, i64 %169, !dbg !160
  %171 = load float, float* %170, align 4, !dbg !160
  %172 = fadd float %161, %171, !dbg !167
  %173 = load float*, float** %9, align 8, !dbg !168
  %174 = load i32, i32* %13, align 4, !dbg !169
  %175 = load i32, i32* %7, align 4, !dbg !170
  %176 = mul nsw i32 %174, %175, !dbg !171
  %177 = load i32, i32* %14, align 4, !dbg !172
  %178 = add nsw i32 %176, %177, !dbg !173
  %179 = add nsw i32 %178, 1, !dbg !174
  %180 = sext i32 %179 to i64, !dbg !168
  %181 = getelementptr inbounds float, float* %173, i64 %180, !dbg !168
  %182 = load float, float* %181, align 4, !dbg !168
  %183 = fadd float %172, %182, !dbg !175
  %184 = fmul float 0x3FC99999A0000000, %183, !dbg !176
  %185 = load float*, float** %10, align 8, !dbg !177
  %186 = load i32, i32* %13, align 4, !dbg !178
  %187 = load i32, i32* %7, align 4, !dbg !179
  %188 = mul nsw i32 %186, %187, !dbg !180
  %189 = load i32, i32* %14, align 4, !dbg !181
  %190 = add nsw i32 %188, %189, !dbg !182
  %191 = sext i32 %190 to i64, !dbg !177
  %192 = getelementptr inbounds float, float* %185, i64 %191, !dbg !177
  store float %184, float* %192, align 4, !dbg !183
  br label %193

193:                                              ; preds = %130, %112
  br label %194, !dbg !184

194:                                              ; preds = %193
  %195 = load i32, i32* %14, align 4, !dbg !185
  %196 = add nsw i32 %195, 1, !dbg !185
  store i32 %196, i32* %14, align 4, !dbg !185
  br label %92, !dbg !186, !llvm.loop !187

197:                                              ; preds = %92
  br label %198, !dbg !188

198:                                              ; preds = %197
  %199 = load i32, i32* %13, align 4, !dbg !189
  %200 = add nsw i32 %199, 1, !dbg !189
  store i32 %200, i32* %13, align 4, !dbg !189
  br label %87, !dbg !190, !llvm.loop !191

201:                                              ; preds = %87
  call void @llvm.dbg.declare(metadata float** %15, metadata !193, metadata !DIExpression()), !dbg !194
  %202 = load float*, float** %9, align 8, !dbg !195
  store float* %202, float** %15, align 8, !dbg !194
  %203 = load float*, float** %10, align 8, !dbg !196
  store float* %203, float** %9, align 8, !dbg !197
  %204 = load float*, float** %15, align 8, !dbg !198
  store float* %204, float** %10, align 8, !dbg !199
  br label %205, !dbg !200

205:                                              ; preds = %201
  %206 = load i32, i32* %12, align 4, !dbg !201
  %207 = add nsw i32 %206, 1, !dbg !201
  store i32 %207, i32* %12, align 4, !dbg !201
  br label %82, !dbg !202, !llvm.loop !203

208:                                              ; preds = %82
  call void @llvm.dbg.declare(metadata double* %16, metadata !205, metadata !DIExpression()), !dbg !207
  store double 0.000000e+00, double* %16, align 8, !dbg !207
  call void @llvm.dbg.declare(metadata i32* %17, metadata !208, metadata !DIExpression()), !dbg !210
  store i32 0, i32* %17, align 4, !dbg !210
  br label %209, !dbg !211

209:                                              ; preds = %224, %208
  %210 = load i32, i32* %17, align 4, !dbg !212
  %211 = load i32, i32* %6, align 4, !dbg !214
  %212 = load i32, i32* %7, align 4, !dbg !215
  %213 = mul nsw i32 %211, %212, !dbg !216
  %214 = icmp slt i32 %210, %213, !dbg !217
  br i1 %214, label %215, label %227, !dbg !218

215:                                              ; preds = %209
  %216 = load float*, float** %9, align 8, !dbg !219
  %217 = load i32, i32* %17, align 4, !dbg !220
  %218 = sext i32 %217 to i64, !dbg !219
  %219 = getelementptr inbounds float, float* %216, i64 %218, !dbg !219
  %220 = load float, float* %219, align 4, !dbg !219
  %221 = fpext float %220 to double, !dbg !219
  %222 = load double, double* %16, align 8, !dbg !221
  %223 = fadd double %222, %221, !dbg !221
  store double %223, double* %16, align 8, !dbg !221
  br label %224, !dbg !222

224:                                              ; preds = %215
  %225 = load i32, i32* %17, align 4, !dbg !223
  %226 = add nsw i32 %225, 1, !dbg !223
  store i32 %226, i32* %17, align 4, !dbg !223
  br label %209, !dbg !224, !llvm.loop !225

227:                                              ; preds = %209
  %228 = load double, double* %16, align 8, !dbg !227
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %228), !dbg !228
  ret i32 0, !dbg !229
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #4

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
!1 = !DIFile(filename: "stencil_swap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "2b4dbb8f5e02312dadd9636a5fcd72fb")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 8, type: !15)
!21 = !DILocation(line: 8, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 8, type: !16)
!23 = !DILocation(line: 8, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 9, type: !15)
!25 = !DILocation(line: 9, column: 7, scope: !12)
!26 = !DILocation(line: 9, column: 11, scope: !12)
!27 = !DILocation(line: 9, column: 16, scope: !12)
!28 = !DILocation(line: 9, column: 27, scope: !12)
!29 = !DILocation(line: 9, column: 22, scope: !12)
!30 = !DILocalVariable(name: "m", scope: !12, file: !1, line: 9, type: !15)
!31 = !DILocation(line: 9, column: 42, scope: !12)
!32 = !DILocation(line: 9, column: 46, scope: !12)
!33 = !DILocation(line: 9, column: 51, scope: !12)
!34 = !DILocation(line: 9, column: 62, scope: !12)
!35 = !DILocation(line: 9, column: 57, scope: !12)
!36 = !DILocalVariable(name: "steps", scope: !12, file: !1, line: 9, type: !15)
!37 = !DILocation(line: 9, column: 77, scope: !12)
!38 = !DILocation(line: 9, column: 85, scope: !12)
!39 = !DILocation(line: 9, column: 90, scope: !12)
!40 = !DILocation(line: 9, column: 101, scope: !12)
!41 = !DILocation(line: 9, column: 96, scope: !12)
!42 = !DILocalVariable(name: "in", scope: !12, file: !1, line: 10, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!44 = !DILocation(line: 10, column: 10, scope: !12)
!45 = !DILocation(line: 10, column: 38, scope: !12)
!46 = !DILocation(line: 10, column: 36, scope: !12)
!47 = !DILocation(line: 10, column: 42, scope: !12)
!48 = !DILocation(line: 10, column: 40, scope: !12)
!49 = !DILocation(line: 10, column: 15, scope: !12)
!50 = !DILocalVariable(name: "out", scope: !12, file: !1, line: 10, type: !43)
!51 = !DILocation(line: 10, column: 47, scope: !12)
!52 = !DILocation(line: 10, column: 76, scope: !12)
!53 = !DILocation(line: 10, column: 74, scope: !12)
!54 = !DILocation(line: 10, column: 80, scope: !12)
!55 = !DILocation(line: 10, column: 78, scope: !12)
!56 = !DILocation(line: 10, column: 53, scope: !12)
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 11, type: !15)
!58 = distinct !DILexicalBlock(scope: !12, file: !1, line: 11, column: 3)
!59 = !DILocation(line: 11, column: 12, scope: !58)
!60 = !DILocation(line: 11, column: 8, scope: !58)
!61 = !DILocation(line: 11, column: 19, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 11, column: 3)
!63 = !DILocation(line: 11, column: 23, scope: !62)
!64 = !DILocation(line: 11, column: 27, scope: !62)
!65 = !DILocation(line: 11, column: 25, scope: !62)
!66 = !DILocation(line: 11, column: 21, scope: !62)
!67 = !DILocation(line: 11, column: 3, scope: !58)
!68 = !DILocation(line: 11, column: 51, scope: !62)
!69 = !DILocation(line: 11, column: 53, scope: !62)
!70 = !DILocation(line: 11, column: 43, scope: !62)
!71 = !DILocation(line: 11, column: 35, scope: !62)
!72 = !DILocation(line: 11, column: 38, scope: !62)
!73 = !DILocation(line: 11, column: 41, scope: !62)
!74 = !DILocation(line: 11, column: 31, scope: !62)
!75 = !DILocation(line: 11, column: 3, scope: !62)
!76 = distinct !{!76, !67, !77, !78}
!77 = !DILocation(line: 11, column: 57, scope: !58)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocalVariable(name: "t", scope: !80, file: !1, line: 12, type: !15)
!80 = distinct !DILexicalBlock(scope: !12, file: !1, line: 12, column: 3)
!81 = !DILocation(line: 12, column: 12, scope: !80)
!82 = !DILocation(line: 12, column: 8, scope: !80)
!83 = !DILocation(line: 12, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 12, column: 3)
!85 = !DILocation(line: 12, column: 23, scope: !84)
!86 = !DILocation(line: 12, column: 21, scope: !84)
!87 = !DILocation(line: 12, column: 3, scope: !80)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 13, type: !15)
!89 = distinct !DILexicalBlock(scope: !90, file: !1, line: 13, column: 5)
!90 = distinct !DILexicalBlock(scope: !84, file: !1, line: 12, column: 35)
!91 = !DILocation(line: 13, column: 14, scope: !89)
!92 = !DILocation(line: 13, column: 10, scope: !89)
!93 = !DILocation(line: 13, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !89, file: !1, line: 13, column: 5)
!95 = !DILocation(line: 13, column: 25, scope: !94)
!96 = !DILocation(line: 13, column: 23, scope: !94)
!97 = !DILocation(line: 13, column: 5, scope: !89)
!98 = !DILocalVariable(name: "j", scope: !99, file: !1, line: 14, type: !15)
!99 = distinct !DILexicalBlock(scope: !94, file: !1, line: 14, column: 7)
!100 = !DILocation(line: 14, column: 16, scope: !99)
!101 = !DILocation(line: 14, column: 12, scope: !99)
!102 = !DILocation(line: 14, column: 23, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !1, line: 14, column: 7)
!104 = !DILocation(line: 14, column: 27, scope: !103)
!105 = !DILocation(line: 14, column: 25, scope: !103)
!106 = !DILocation(line: 14, column: 7, scope: !99)
!107 = !DILocation(line: 15, column: 13, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 15, column: 13)
!109 = distinct !DILexicalBlock(scope: !103, file: !1, line: 14, column: 35)
!110 = !DILocation(line: 15, column: 15, scope: !108)
!111 = !DILocation(line: 15, column: 20, scope: !108)
!112 = !DILocation(line: 15, column: 23, scope: !108)
!113 = !DILocation(line: 15, column: 25, scope: !108)
!114 = !DILocation(line: 15, column: 30, scope: !108)
!115 = !DILocation(line: 15, column: 33, scope: !108)
!116 = !DILocation(line: 15, column: 38, scope: !108)
!117 = !DILocation(line: 15, column: 40, scope: !108)
!118 = !DILocation(line: 15, column: 35, scope: !108)
!119 = !DILocation(line: 15, column: 44, scope: !108)
!120 = !DILocation(line: 15, column: 47, scope: !108)
!121 = !DILocation(line: 15, column: 52, scope: !108)
!122 = !DILocation(line: 15, column: 54, scope: !108)
!123 = !DILocation(line: 15, column: 49, scope: !108)
!124 = !DILocation(line: 15, column: 13, scope: !109)
!125 = !DILocation(line: 16, column: 28, scope: !108)
!126 = !DILocation(line: 16, column: 31, scope: !108)
!127 = !DILocation(line: 16, column: 35, scope: !108)
!128 = !DILocation(line: 16, column: 33, scope: !108)
!129 = !DILocation(line: 16, column: 39, scope: !108)
!130 = !DILocation(line: 16, column: 37, scope: !108)
!131 = !DILocation(line: 16, column: 11, scope: !108)
!132 = !DILocation(line: 16, column: 15, scope: !108)
!133 = !DILocation(line: 16, column: 19, scope: !108)
!134 = !DILocation(line: 16, column: 17, scope: !108)
!135 = !DILocation(line: 16, column: 23, scope: !108)
!136 = !DILocation(line: 16, column: 21, scope: !108)
!137 = !DILocation(line: 16, column: 26, scope: !108)
!138 = !DILocation(line: 18, column: 36, scope: !108)
!139 = !DILocation(line: 18, column: 39, scope: !108)
!140 = !DILocation(line: 18, column: 43, scope: !108)
!141 = !DILocation(line: 18, column: 41, scope: !108)
!142 = !DILocation(line: 18, column: 47, scope: !108)
!143 = !DILocation(line: 18, column: 45, scope: !108)
!144 = !DILocation(line: 18, column: 52, scope: !108)
!145 = !DILocation(line: 18, column: 56, scope: !108)
!146 = !DILocation(line: 18, column: 58, scope: !108)
!147 = !DILocation(line: 18, column: 65, scope: !108)
!148 = !DILocation(line: 18, column: 63, scope: !108)
!149 = !DILocation(line: 18, column: 69, scope: !108)
!150 = !DILocation(line: 18, column: 67, scope: !108)
!151 = !DILocation(line: 18, column: 50, scope: !108)
!152 = !DILocation(line: 18, column: 74, scope: !108)
!153 = !DILocation(line: 18, column: 78, scope: !108)
!154 = !DILocation(line: 18, column: 80, scope: !108)
!155 = !DILocation(line: 18, column: 87, scope: !108)
!156 = !DILocation(line: 18, column: 85, scope: !108)
!157 = !DILocation(line: 18, column: 91, scope: !108)
!158 = !DILocation(line: 18, column: 89, scope: !108)
!159 = !DILocation(line: 18, column: 72, scope: !108)
!160 = !DILocation(line: 18, column: 96, scope: !108)
!161 = !DILocation(line: 18, column: 99, scope: !108)
!162 = !DILocation(line: 18, column: 103, scope: !108)
!163 = !DILocation(line: 18, column: 101, scope: !108)
!164 = !DILocation(line: 18, column: 107, scope: !108)
!165 = !DILocation(line: 18, column: 105, scope: !108)
!166 = !DILocation(line: 18, column: 109, scope: !108)
!167 = !DILocation(line: 18, column: 94, scope: !108)
!168 = !DILocation(line: 18, column: 116, scope: !108)
!169 = !DILocation(line: 18, column: 119, scope: !108)
!170 = !DILocation(line: 18, column: 123, scope: !108)
!171 = !DILocation(line: 18, column: 121, scope: !108)
!172 = !DILocation(line: 18, column: 127, scope: !108)
!173 = !DILocation(line: 18, column: 125, scope: !108)
!174 = !DILocation(line: 18, column: 129, scope: !108)
!175 = !DILocation(line: 18, column: 114, scope: !108)
!176 = !DILocation(line: 18, column: 33, scope: !108)
!177 = !DILocation(line: 18, column: 11, scope: !108)
!178 = !DILocation(line: 18, column: 15, scope: !108)
!179 = !DILocation(line: 18, column: 19, scope: !108)
!180 = !DILocation(line: 18, column: 17, scope: !108)
!181 = !DILocation(line: 18, column: 23, scope: !108)
!182 = !DILocation(line: 18, column: 21, scope: !108)
!183 = !DILocation(line: 18, column: 26, scope: !108)
!184 = !DILocation(line: 19, column: 7, scope: !109)
!185 = !DILocation(line: 14, column: 31, scope: !103)
!186 = !DILocation(line: 14, column: 7, scope: !103)
!187 = distinct !{!187, !106, !188, !78}
!188 = !DILocation(line: 19, column: 7, scope: !99)
!189 = !DILocation(line: 13, column: 29, scope: !94)
!190 = !DILocation(line: 13, column: 5, scope: !94)
!191 = distinct !{!191, !97, !192, !78}
!192 = !DILocation(line: 19, column: 7, scope: !89)
!193 = !DILocalVariable(name: "tmp", scope: !90, file: !1, line: 20, type: !43)
!194 = !DILocation(line: 20, column: 12, scope: !90)
!195 = !DILocation(line: 20, column: 18, scope: !90)
!196 = !DILocation(line: 20, column: 27, scope: !90)
!197 = !DILocation(line: 20, column: 25, scope: !90)
!198 = !DILocation(line: 20, column: 38, scope: !90)
!199 = !DILocation(line: 20, column: 36, scope: !90)
!200 = !DILocation(line: 21, column: 3, scope: !90)
!201 = !DILocation(line: 12, column: 31, scope: !84)
!202 = !DILocation(line: 12, column: 3, scope: !84)
!203 = distinct !{!203, !87, !204, !78}
!204 = !DILocation(line: 21, column: 3, scope: !80)
!205 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 22, type: !206)
!206 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!207 = !DILocation(line: 22, column: 10, scope: !12)
!208 = !DILocalVariable(name: "i", scope: !209, file: !1, line: 23, type: !15)
!209 = distinct !DILexicalBlock(scope: !12, file: !1, line: 23, column: 3)
!210 = !DILocation(line: 23, column: 12, scope: !209)
!211 = !DILocation(line: 23, column: 8, scope: !209)
!212 = !DILocation(line: 23, column: 19, scope: !213)
!213 = distinct !DILexicalBlock(scope: !209, file: !1, line: 23, column: 3)
!214 = !DILocation(line: 23, column: 23, scope: !213)
!215 = !DILocation(line: 23, column: 27, scope: !213)
!216 = !DILocation(line: 23, column: 25, scope: !213)
!217 = !DILocation(line: 23, column: 21, scope: !213)
!218 = !DILocation(line: 23, column: 3, scope: !209)
!219 = !DILocation(line: 23, column: 40, scope: !213)
!220 = !DILocation(line: 23, column: 43, scope: !213)
!221 = !DILocation(line: 23, column: 37, scope: !213)
!222 = !DILocation(line: 23, column: 35, scope: !213)
!223 = !DILocation(line: 23, column: 31, scope: !213)
!224 = !DILocation(line: 23, column: 3, scope: !213)
!225 = distinct !{!225, !218, !226, !78}
!226 = !DILocation(line: 23, column: 44, scope: !209)
!227 = !DILocation(line: 24, column: 18, scope: !12)
!228 = !DILocation(line: 24, column: 3, scope: !12)
!229 = !DILocation(line: 25, column: 3, scope: !12)
