; ModuleID = 'tally.c'
source_filename = "tally.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"\0A%d %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca [8 x i32], align 16
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %21 = load i32, i32* %4, align 4, !dbg !24
  %22 = icmp sgt i32 %21, 1, !dbg !25
  br i1 %22, label %23, label %28, !dbg !24

23:                                               ; preds = %2
  %24 = load i8**, i8*** %5, align 8, !dbg !26
  %25 = getelementptr inbounds i8*, i8** %24, i64 1, !dbg !26
  %26 = load i8*, i8** %25, align 8, !dbg !26
  %27 = call i32 @atoi(i8* noundef %26) #6, !dbg !27
  br label %29, !dbg !24

28:                                               ; preds = %2
  br label %29, !dbg !24

29:                                               ; preds = %28, %23
  %30 = phi i32 [ %27, %23 ], [ 1000, %28 ], !dbg !24
  store i32 %30, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %31 = load i32, i32* %4, align 4, !dbg !30
  %32 = icmp sgt i32 %31, 2, !dbg !31
  br i1 %32, label %33, label %38, !dbg !30

33:                                               ; preds = %29
  %34 = load i8**, i8*** %5, align 8, !dbg !32
  %35 = getelementptr inbounds i8*, i8** %34, i64 2, !dbg !32
  %36 = load i8*, i8** %35, align 8, !dbg !32
  %37 = call i32 @atoi(i8* noundef %36) #6, !dbg !33
  br label %39, !dbg !30

38:                                               ; preds = %29
  br label %39, !dbg !30

39:                                               ; preds = %38, %33
  %40 = phi i32 [ %37, %33 ], [ 4, %38 ], !dbg !30
  store i32 %40, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i8** %8, metadata !34, metadata !DIExpression()), !dbg !37
  %41 = load i32, i32* %6, align 4, !dbg !38
  %42 = sext i32 %41 to i64, !dbg !38
  %43 = call noalias i8* @malloc(i64 noundef %42) #7, !dbg !39
  store i8* %43, i8** %8, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata float** %9, metadata !40, metadata !DIExpression()), !dbg !43
  %44 = load i32, i32* %6, align 4, !dbg !44
  %45 = sext i32 %44 to i64, !dbg !44
  %46 = mul i64 %45, 4, !dbg !45
  %47 = call noalias i8* @malloc(i64 noundef %46) #7, !dbg !46
  %48 = bitcast i8* %47 to float*, !dbg !46
  store float* %48, float** %9, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %10, metadata !47, metadata !DIExpression()), !dbg !49
  store i32 12345, i32* %10, align 4, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %11, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %11, align 4, !dbg !52
  br label %49, !dbg !53

49:                                               ; preds = %65, %39
  %50 = load i32, i32* %11, align 4, !dbg !54
  %51 = load i32, i32* %6, align 4, !dbg !56
  %52 = icmp slt i32 %50, %51, !dbg !57
  br i1 %52, label %53, label %68, !dbg !58

53:                                               ; preds = %49
  %54 = load i32, i32* %10, align 4, !dbg !59
  %55 = mul i32 %54, 1103515245, !dbg !61
  %56 = add i32 %55, 12345, !dbg !62
  store i32 %56, i32* %10, align 4, !dbg !63
  %57 = load i32, i32* %10, align 4, !dbg !64
  %58 = lshr i32 %57, 16, !dbg !65
  %59 = and i32 %58, 7, !dbg !66
  %60 = trunc i32 %59 to i8, !dbg !67
  %61 = load i8*, i8** %8, align 8, !dbg !68
  %62 = load i32, i32* %11, align 4, !dbg !69
  %63 = sext i32 %62 to i64, !dbg !68
  %64 = getelementptr inbounds i8, i8* %61, i64 %63, !dbg !68
  store i8 %60, i8* %64, align 1, !dbg !70
  br label %65, !dbg !71

65:                                               ; preds = %53
  %66 = load i32, i32* %11, align 4, !dbg !72
  %67 = add nsw i32 %66, 1, !dbg !72
  store i32 %67, i32* %11, align 4, !dbg !72
  br label %49, !dbg !73, !llvm.loop !74

68:                                               ; preds = %49
  call void @llvm.dbg.declare(metadata i32* %12, metadata !77, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %12, align 4, !dbg !78
  call void @llvm.dbg.declare(metadata i32* %13, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 0, i32* %13, align 4, !dbg !81
  br label %69, !dbg !82

69:                                               ; preds = %86, %68
  %70 = load i32, i32* %13, align 4, !dbg !83
  %71 = load i32, i32* %6, align 4, !dbg !85
  %72 = icmp slt i32 %70, %71, !dbg !86
  br i1 %72, label %73, label %89, !dbg !87

73:                                               ; preds = %69
  %74 = load i8*, i8** %8, align 8, !dbg !88
  %75 = load i32, i32* %13, align 4, !dbg !90
  %76 = sext i32 %75 to i64, !dbg !88
  %77 = getelementptr inbounds i8, i8* %74, i64 %76, !dbg !88
  %78 = load i8, i8* %77, align 1, !dbg !88
  %79 = zext i8 %78 to i32, !dbg !88
  %80 = load i32, i32* %7, align 4, !dbg !91
  %81 = icmp sgt i32 %79, %80, !dbg !92
  br i1 %81, label %82, label %85, !dbg !93

82:                                               ; preds = %73
  %83 = load i32, i32* %12, align 4, !dbg !94
  %84 = add nsw i32 %83, 1, !dbg !94
  store i32 %84, i32* %12, align 4, !dbg !94
  br label %85, !dbg !95

85:                                               ; preds = %82, %73
  br label %86, !dbg !91

86:                                               ; preds = %85
  %87 = load i32, i32* %13, align 4, !dbg !96
  %88 = add nsw i32 %87, 1, !dbg !96
  store i32 %88, i32* %13, align 4, !dbg !96
  br label %69, !dbg !97, !llvm.loop !98

89:                                               ; preds = %69
  %90 = load i32, i32* %12, align 4, !dbg !100
  %91 = load i32, i32* %6, align 4, !dbg !102
  %92 = sdiv i32 %91, 4, !dbg !103
  %93 = icmp sgt i32 %90, %92, !dbg !104
  br i1 %93, label %94, label %124, !dbg !105

94:                                               ; preds = %89
  call void @llvm.dbg.declare(metadata i32* %14, metadata !106, metadata !DIExpression()), !dbg !109
  store i32 1, i32* %14, align 4, !dbg !109
  br label %95, !dbg !110

95:                                               ; preds = %120, %94
  %96 = load i32, i32* %14, align 4, !dbg !111
  %97 = load i32, i32* %6, align 4, !dbg !113
  %98 = icmp slt i32 %96, %97, !dbg !114
  br i1 %98, label %99, label %123, !dbg !115

99:                                               ; preds = %95
  %100 = load i8*, i8** %8, align 8, !dbg !116
  %101 = load i32, i32* %14, align 4, !dbg !117
  %102 = sext i32 %101 to i64, !dbg !116
  %103 = getelementptr inbounds i8, i8* %100, i64 %102, !dbg !116
  %104 = load i8, i8* %103, align 1, !dbg !116
  %105 = zext i8 %104 to i32, !dbg !116
  %106 = load i8*, i8** %8, align 8, !dbg !118
  %107 = load i32, i32* %14, align 4, !dbg !119
  %108 = sub nsw i32 %107, 1, !dbg !120
  %109 = sext i32 %108 to i64, !dbg !118
  %110 = getelementptr inbounds i8, i8* %106, i64 %109, !dbg !118
  %111 = load i8, i8* %110, align 1, !dbg !118
  %112 = zext i8 %111 to i32, !dbg !118
  %113 = add nsw i32 %105, %112, !dbg !121
  %114 = sitofp i32 %113 to float, !dbg !122
  %115 = fmul float 5.000000e-01, %114, !dbg !123
  %116 = load float*, float** %9, align 8, !dbg !124
  %117 = load i32, i32* %14, align 4, !dbg !125
  %118 = sext i32 %117 to i64, !dbg !124
  %119 = getelementptr inbounds float, float* %116, i64 %118, !dbg !124
  store float %115, float* %119, align 4, !dbg !126
  br label %120, !dbg !124

120:                                              ; preds = %99
  %121 = load i32, i32* %14, align 4, !dbg !127
  %122 = add nsw i32 %121, 1, !dbg !127
  store i32 %122, i32* %14, align 4, !dbg !127
  br label %95, !dbg !128, !llvm.loop !129

123:                                              ; preds = %95
  br label %144, !dbg !131

124:                                              ; preds = %89
  call void @llvm.dbg.declare(metadata i32* %15, metadata !132, metadata !DIExpression()), !dbg !135
  store i32 0, i32* %15, align 4, !dbg !135
  br label %125, !dbg !136

125:                                              ; preds = %140, %124
  %126 = load i32, i32* %15, align 4, !dbg !137
  %127 = load i32, i32* %6, align 4, !dbg !139
  %128 = icmp slt i32 %126, %127, !dbg !140
  br i1 %128, label %129, label %143, !dbg !141

129:                                              ; preds = %125
  %130 = load i8*, i8** %8, align 8, !dbg !142
  %131 = load i32, i32* %15, align 4, !dbg !143
  %132 = sext i32 %131 to i64, !dbg !142
  %133 = getelementptr inbounds i8, i8* %130, i64 %132, !dbg !142
  %134 = load i8, i8* %133, align 1, !dbg !142
  %135 = uitofp i8 %134 to float, !dbg !142
  %136 = load float*, float** %9, align 8, !dbg !144
  %137 = load i32, i32* %15, align 4, !dbg !145
  %138 = sext i32 %137 to i64, !dbg !144
  %139 = getelementptr inbounds float, float* %136, i64 %138, !dbg !144
  store float %135, float* %139, align 4, !dbg !146
  br label %140, !dbg !144

140:                                              ; preds = %129
  %141 = load i32, i32* %15, align 4, !dbg !147
  %142 = add nsw i32 %141, 1, !dbg !147
  store i32 %142, i32* %15, align 4, !dbg !147
  br label %125, !dbg !148, !llvm.loop !149

143:                                              ; preds = %125
  br label %144

144:                                              ; preds = %143, %123
  call void @llvm.dbg.declare(metadata float* %16, metadata !151, metadata !DIExpression()), !dbg !152
  store float 1.000000e+00, float* %16, align 4, !dbg !152
  call void @llvm.dbg.declare(metadata i32* %17, metadata !153, metadata !DIExpression()), !dbg !155
  store i32 0, i32* %17, align 4, !dbg !155
  br label %145, !dbg !156

145:                                              ; preds = %159, %144
  %146 = load i32, i32* %17, align 4, !dbg !157
  %147 = load i32, i32* %12, align 4, !dbg !159
  %148 = icmp slt i32 %146, %147, !dbg !160
  br i1 %148, label %149, label %162, !dbg !161

149:                                              ; preds = %145
  %150 = load float, float* %16, align 4, !dbg !162
  %151 = load float*, float** %9, align 8, !dbg !163
  %152 = load i32, i32* %17, align 4, !dbg !164
  %153 = load i32, i32* %6, align 4, !dbg !165
  %154 = srem i32 %152, %153, !dbg !166
  %155 = sext i32 %154 to i64, !dbg !163
  %156 = getelementptr inbounds float, float* %151, i64 %155, !dbg !163
  %157 = load float, float* %156, align 4, !dbg !163
  %158 = call float @llvm.fmuladd.f32(float %150, float 0x3FEFF7CEE0000000, float %157), !dbg !167
  store float %158, float* %16, align 4, !dbg !168
  br label %159, !dbg !169

159:                                              ; preds = %149
  %160 = load i32, i32* %17, align 4, !dbg !170
  %161 = add nsw i32 %160, 1, !dbg !170
  store i32 %161, i32* %17, align 4, !dbg !170
  br label %145, !dbg !171, !llvm.loop !172

162:                                              ; preds = %145
  call void @llvm.dbg.declare(metadata [8 x i32]* %18, metadata !174, metadata !DIExpression()), !dbg !178
  %163 = bitcast [8 x i32]* %18 to i8*, !dbg !178
  call void @llvm.memset.p0i8.i64(i8* align 16 %163, i8 0, i64 32, i1 false), !dbg !178
  call void @llvm.dbg.declare(metadata i32* %19, metadata !179, metadata !DIExpression()), !dbg !181
  store i32 0, i32* %19, align 4, !dbg !181
  br label %164, !dbg !182

164:                                              ; preds = %178, %162
  %165 = load i32, i32* %19, align 4, !dbg !183
  %166 = load i32, i32* %6, align 4, !dbg !185
  %167 = icmp slt i32 %165, %166, !dbg !186
  br i1 %167, label %168, label %181, !dbg !187

168:                                              ; preds = %164
  %169 = load i8*, i8** %8, align 8, !dbg !188
  %170 = load i32, i32* %19, align 4, !dbg !189
  %171 = sext i32 %170 to i64, !dbg !188
  %172 = getelementptr inbounds i8, i8* %169, i64 %171, !dbg !188
  %173 = load i8, i8* %172, align 1, !dbg !188
  %174 = zext i8 %173 to i64, !dbg !190
  %175 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 %174, !dbg !190
  %176 = load i32, i32* %175, align 4, !dbg !191
  %177 = add nsw i32 %176, 1, !dbg !191
  store i32 %177, i32* %175, align 4, !dbg !191
  br label %178, !dbg !190

178:                                              ; preds = %168
  %179 = load i32, i32* %19, align 4, !dbg !192
  %180 = add nsw i32 %179, 1, !dbg !192
  store i32 %180, i32* %19, align 4, !dbg !192
  br label %164, !dbg !193, !llvm.loop !194

181:                                              ; preds = %164
  %182 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0, !dbg !196
  %183 = load i32, i32* %182, align 16, !dbg !196
  %184 = load i32, i32* %12, align 4, !dbg !198
  %185 = icmp sgt i32 %183, %184, !dbg !199
  br i1 %185, label %186, label %200, !dbg !200

186:                                              ; preds = %181
  call void @llvm.dbg.declare(metadata i32* %20, metadata !201, metadata !DIExpression()), !dbg !203
  store i32 0, i32* %20, align 4, !dbg !203
  br label %187, !dbg !204

187:                                              ; preds = %196, %186
  %188 = load i32, i32* %20, align 4, !dbg !205
  %189 = icmp slt i32 %188, 8, !dbg !207
  br i1 %189, label %190, label %199, !dbg !208

190:                                              ; preds = %187
  %191 = load i32, i32* %20, align 4, !dbg !209
  %192 = sext i32 %191 to i64, !dbg !210
  %193 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 %192, !dbg !210
  %194 = load i32, i32* %193, align 4, !dbg !210
  %195 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %194), !dbg !211
  br label %196, !dbg !211

196:                                              ; preds = %190
  %197 = load i32, i32* %20, align 4, !dbg !212
  %198 = add nsw i32 %197, 1, !dbg !212
  store i32 %198, i32* %20, align 4, !dbg !212
  br label %187, !dbg !213, !llvm.loop !214

199:                                              ; preds = %187
  br label %200, !dbg !215

200:                                              ; preds = %199, %181
  %201 = load i32, i32* %12, align 4, !dbg !216
  %202 = load float, float* %16, align 4, !dbg !217
  %203 = fpext float %202 to double, !dbg !217
  %204 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i32 noundef %201, double noundef %203), !dbg !218
  %205 = load i8*, i8** %8, align 8, !dbg !219
  call void @free(i8* noundef %205) #7, !dbg !220
  %206 = load float*, float** %9, align 8, !dbg !221
  %207 = bitcast float* %206 to i8*, !dbg !221
  call void @free(i8* noundef %207) #7, !dbg !222
  ret i32 0, !dbg !223
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tally.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9f0ad0bd94f0c41265bbc699c4c25cdc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
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
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 11, type: !13)
!23 = !DILocation(line: 11, column: 7, scope: !10)
!24 = !DILocation(line: 11, column: 11, scope: !10)
!25 = !DILocation(line: 11, column: 16, scope: !10)
!26 = !DILocation(line: 11, column: 27, scope: !10)
!27 = !DILocation(line: 11, column: 22, scope: !10)
!28 = !DILocalVariable(name: "cut", scope: !10, file: !1, line: 12, type: !13)
!29 = !DILocation(line: 12, column: 7, scope: !10)
!30 = !DILocation(line: 12, column: 13, scope: !10)
!31 = !DILocation(line: 12, column: 18, scope: !10)
!32 = !DILocation(line: 12, column: 29, scope: !10)
!33 = !DILocation(line: 12, column: 24, scope: !10)
!34 = !DILocalVariable(name: "code", scope: !10, file: !1, line: 13, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!37 = !DILocation(line: 13, column: 18, scope: !10)
!38 = !DILocation(line: 13, column: 32, scope: !10)
!39 = !DILocation(line: 13, column: 25, scope: !10)
!40 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 14, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!43 = !DILocation(line: 14, column: 10, scope: !10)
!44 = !DILocation(line: 14, column: 21, scope: !10)
!45 = !DILocation(line: 14, column: 23, scope: !10)
!46 = !DILocation(line: 14, column: 14, scope: !10)
!47 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 15, type: !48)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 15, column: 12, scope: !10)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 16, type: !13)
!51 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 3)
!52 = !DILocation(line: 16, column: 12, scope: !51)
!53 = !DILocation(line: 16, column: 8, scope: !51)
!54 = !DILocation(line: 16, column: 19, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 16, column: 3)
!56 = !DILocation(line: 16, column: 23, scope: !55)
!57 = !DILocation(line: 16, column: 21, scope: !55)
!58 = !DILocation(line: 16, column: 3, scope: !51)
!59 = !DILocation(line: 17, column: 9, scope: !60)
!60 = distinct !DILexicalBlock(scope: !55, file: !1, line: 16, column: 31)
!61 = !DILocation(line: 17, column: 11, scope: !60)
!62 = !DILocation(line: 17, column: 25, scope: !60)
!63 = !DILocation(line: 17, column: 7, scope: !60)
!64 = !DILocation(line: 18, column: 16, scope: !60)
!65 = !DILocation(line: 18, column: 18, scope: !60)
!66 = !DILocation(line: 18, column: 25, scope: !60)
!67 = !DILocation(line: 18, column: 15, scope: !60)
!68 = !DILocation(line: 18, column: 5, scope: !60)
!69 = !DILocation(line: 18, column: 10, scope: !60)
!70 = !DILocation(line: 18, column: 13, scope: !60)
!71 = !DILocation(line: 19, column: 3, scope: !60)
!72 = !DILocation(line: 16, column: 27, scope: !55)
!73 = !DILocation(line: 16, column: 3, scope: !55)
!74 = distinct !{!74, !58, !75, !76}
!75 = !DILocation(line: 19, column: 3, scope: !51)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocalVariable(name: "high", scope: !10, file: !1, line: 20, type: !13)
!78 = !DILocation(line: 20, column: 7, scope: !10)
!79 = !DILocalVariable(name: "i", scope: !80, file: !1, line: 21, type: !13)
!80 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 3)
!81 = !DILocation(line: 21, column: 12, scope: !80)
!82 = !DILocation(line: 21, column: 8, scope: !80)
!83 = !DILocation(line: 21, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 21, column: 3)
!85 = !DILocation(line: 21, column: 23, scope: !84)
!86 = !DILocation(line: 21, column: 21, scope: !84)
!87 = !DILocation(line: 21, column: 3, scope: !80)
!88 = !DILocation(line: 22, column: 9, scope: !89)
!89 = distinct !DILexicalBlock(scope: !84, file: !1, line: 22, column: 9)
!90 = !DILocation(line: 22, column: 14, scope: !89)
!91 = !DILocation(line: 22, column: 19, scope: !89)
!92 = !DILocation(line: 22, column: 17, scope: !89)
!93 = !DILocation(line: 22, column: 9, scope: !84)
!94 = !DILocation(line: 23, column: 11, scope: !89)
!95 = !DILocation(line: 23, column: 7, scope: !89)
!96 = !DILocation(line: 21, column: 27, scope: !84)
!97 = !DILocation(line: 21, column: 3, scope: !84)
!98 = distinct !{!98, !87, !99, !76}
!99 = !DILocation(line: 23, column: 11, scope: !80)
!100 = !DILocation(line: 24, column: 7, scope: !101)
!101 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 7)
!102 = !DILocation(line: 24, column: 14, scope: !101)
!103 = !DILocation(line: 24, column: 16, scope: !101)
!104 = !DILocation(line: 24, column: 12, scope: !101)
!105 = !DILocation(line: 24, column: 7, scope: !10)
!106 = !DILocalVariable(name: "i", scope: !107, file: !1, line: 25, type: !13)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 25, column: 5)
!108 = distinct !DILexicalBlock(scope: !101, file: !1, line: 24, column: 21)
!109 = !DILocation(line: 25, column: 14, scope: !107)
!110 = !DILocation(line: 25, column: 10, scope: !107)
!111 = !DILocation(line: 25, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !107, file: !1, line: 25, column: 5)
!113 = !DILocation(line: 25, column: 25, scope: !112)
!114 = !DILocation(line: 25, column: 23, scope: !112)
!115 = !DILocation(line: 25, column: 5, scope: !107)
!116 = !DILocation(line: 26, column: 22, scope: !112)
!117 = !DILocation(line: 26, column: 27, scope: !112)
!118 = !DILocation(line: 26, column: 32, scope: !112)
!119 = !DILocation(line: 26, column: 37, scope: !112)
!120 = !DILocation(line: 26, column: 39, scope: !112)
!121 = !DILocation(line: 26, column: 30, scope: !112)
!122 = !DILocation(line: 26, column: 21, scope: !112)
!123 = !DILocation(line: 26, column: 19, scope: !112)
!124 = !DILocation(line: 26, column: 7, scope: !112)
!125 = !DILocation(line: 26, column: 9, scope: !112)
!126 = !DILocation(line: 26, column: 12, scope: !112)
!127 = !DILocation(line: 25, column: 29, scope: !112)
!128 = !DILocation(line: 25, column: 5, scope: !112)
!129 = distinct !{!129, !115, !130, !76}
!130 = !DILocation(line: 26, column: 43, scope: !107)
!131 = !DILocation(line: 27, column: 3, scope: !108)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 28, type: !13)
!133 = distinct !DILexicalBlock(scope: !134, file: !1, line: 28, column: 5)
!134 = distinct !DILexicalBlock(scope: !101, file: !1, line: 27, column: 10)
!135 = !DILocation(line: 28, column: 14, scope: !133)
!136 = !DILocation(line: 28, column: 10, scope: !133)
!137 = !DILocation(line: 28, column: 21, scope: !138)
!138 = distinct !DILexicalBlock(scope: !133, file: !1, line: 28, column: 5)
!139 = !DILocation(line: 28, column: 25, scope: !138)
!140 = !DILocation(line: 28, column: 23, scope: !138)
!141 = !DILocation(line: 28, column: 5, scope: !133)
!142 = !DILocation(line: 29, column: 14, scope: !138)
!143 = !DILocation(line: 29, column: 19, scope: !138)
!144 = !DILocation(line: 29, column: 7, scope: !138)
!145 = !DILocation(line: 29, column: 9, scope: !138)
!146 = !DILocation(line: 29, column: 12, scope: !138)
!147 = !DILocation(line: 28, column: 29, scope: !138)
!148 = !DILocation(line: 28, column: 5, scope: !138)
!149 = distinct !{!149, !141, !150, !76}
!150 = !DILocation(line: 29, column: 20, scope: !133)
!151 = !DILocalVariable(name: "acc", scope: !10, file: !1, line: 31, type: !42)
!152 = !DILocation(line: 31, column: 9, scope: !10)
!153 = !DILocalVariable(name: "k", scope: !154, file: !1, line: 32, type: !13)
!154 = distinct !DILexicalBlock(scope: !10, file: !1, line: 32, column: 3)
!155 = !DILocation(line: 32, column: 12, scope: !154)
!156 = !DILocation(line: 32, column: 8, scope: !154)
!157 = !DILocation(line: 32, column: 19, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !1, line: 32, column: 3)
!159 = !DILocation(line: 32, column: 23, scope: !158)
!160 = !DILocation(line: 32, column: 21, scope: !158)
!161 = !DILocation(line: 32, column: 3, scope: !154)
!162 = !DILocation(line: 33, column: 11, scope: !158)
!163 = !DILocation(line: 33, column: 26, scope: !158)
!164 = !DILocation(line: 33, column: 28, scope: !158)
!165 = !DILocation(line: 33, column: 32, scope: !158)
!166 = !DILocation(line: 33, column: 30, scope: !158)
!167 = !DILocation(line: 33, column: 24, scope: !158)
!168 = !DILocation(line: 33, column: 9, scope: !158)
!169 = !DILocation(line: 33, column: 5, scope: !158)
!170 = !DILocation(line: 32, column: 30, scope: !158)
!171 = !DILocation(line: 32, column: 3, scope: !158)
!172 = distinct !{!172, !161, !173, !76}
!173 = !DILocation(line: 33, column: 33, scope: !154)
!174 = !DILocalVariable(name: "hist", scope: !10, file: !1, line: 34, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 8)
!178 = !DILocation(line: 34, column: 7, scope: !10)
!179 = !DILocalVariable(name: "i", scope: !180, file: !1, line: 35, type: !13)
!180 = distinct !DILexicalBlock(scope: !10, file: !1, line: 35, column: 3)
!181 = !DILocation(line: 35, column: 12, scope: !180)
!182 = !DILocation(line: 35, column: 8, scope: !180)
!183 = !DILocation(line: 35, column: 19, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !1, line: 35, column: 3)
!185 = !DILocation(line: 35, column: 23, scope: !184)
!186 = !DILocation(line: 35, column: 21, scope: !184)
!187 = !DILocation(line: 35, column: 3, scope: !180)
!188 = !DILocation(line: 36, column: 10, scope: !184)
!189 = !DILocation(line: 36, column: 15, scope: !184)
!190 = !DILocation(line: 36, column: 5, scope: !184)
!191 = !DILocation(line: 36, column: 18, scope: !184)
!192 = !DILocation(line: 35, column: 27, scope: !184)
!193 = !DILocation(line: 35, column: 3, scope: !184)
!194 = distinct !{!194, !187, !195, !76}
!195 = !DILocation(line: 36, column: 18, scope: !180)
!196 = !DILocation(line: 37, column: 7, scope: !197)
!197 = distinct !DILexicalBlock(scope: !10, file: !1, line: 37, column: 7)
!198 = !DILocation(line: 37, column: 17, scope: !197)
!199 = !DILocation(line: 37, column: 15, scope: !197)
!200 = !DILocation(line: 37, column: 7, scope: !10)
!201 = !DILocalVariable(name: "b", scope: !202, file: !1, line: 38, type: !13)
!202 = distinct !DILexicalBlock(scope: !197, file: !1, line: 38, column: 5)
!203 = !DILocation(line: 38, column: 14, scope: !202)
!204 = !DILocation(line: 38, column: 10, scope: !202)
!205 = !DILocation(line: 38, column: 21, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !1, line: 38, column: 5)
!207 = !DILocation(line: 38, column: 23, scope: !206)
!208 = !DILocation(line: 38, column: 5, scope: !202)
!209 = !DILocation(line: 39, column: 26, scope: !206)
!210 = !DILocation(line: 39, column: 21, scope: !206)
!211 = !DILocation(line: 39, column: 7, scope: !206)
!212 = !DILocation(line: 38, column: 29, scope: !206)
!213 = !DILocation(line: 38, column: 5, scope: !206)
!214 = distinct !{!214, !208, !215, !76}
!215 = !DILocation(line: 39, column: 28, scope: !202)
!216 = !DILocation(line: 40, column: 23, scope: !10)
!217 = !DILocation(line: 40, column: 29, scope: !10)
!218 = !DILocation(line: 40, column: 3, scope: !10)
!219 = !DILocation(line: 41, column: 8, scope: !10)
!220 = !DILocation(line: 41, column: 3, scope: !10)
!221 = !DILocation(line: 42, column: 8, scope: !10)
!222 = !DILocation(line: 42, column: 3, scope: !10)
!223 = !DILocation(line: 43, column: 3, scope: !10)
