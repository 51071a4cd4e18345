; ModuleID = 'bulk.c'
source_filename = "bulk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.stats = type { [24 x double], i32 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.stats, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.stats, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %17 = load i32, i32* %4, align 4, !dbg !24
  %18 = icmp sgt i32 %17, 1, !dbg !25
  br i1 %18, label %19, label %24, !dbg !24

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !26
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !26
  %22 = load i8*, i8** %21, align 8, !dbg !26
  %23 = call i32 @atoi(i8* noundef %22) #7, !dbg !27
  br label %25, !dbg !24

24:                                               ; preds = %2
  br label %25, !dbg !24

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 1000, %24 ], !dbg !24
  store i32 %26, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %27 = load i32, i32* %4, align 4, !dbg !30
  %28 = icmp sgt i32 %27, 2, !dbg !31
  br i1 %28, label %29, label %34, !dbg !30

29:                                               ; preds = %25
  %30 = load i8**, i8*** %5, align 8, !dbg !32
  %31 = getelementptr inbounds i8*, i8** %30, i64 2, !dbg !32
  %32 = load i8*, i8** %31, align 8, !dbg !32
  %33 = call i32 @atoi(i8* noundef %32) #7, !dbg !33
  br label %35, !dbg !30

34:                                               ; preds = %25
  br label %35, !dbg !30

35:                                               ; preds = %34, %29
  %36 = phi i32 [ %33, %29 ], [ 3, %34 ], !dbg !30
  store i32 %36, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata double** %8, metadata !34, metadata !DIExpression()), !dbg !37
  %37 = load i32, i32* %6, align 4, !dbg !38
  %38 = sext i32 %37 to i64, !dbg !38
  %39 = mul i64 %38, 8, !dbg !39
  %40 = call noalias i8* @malloc(i64 noundef %39) #8, !dbg !40
  %41 = bitcast i8* %40 to double*, !dbg !40
  store double* %41, double** %8, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata double** %9, metadata !41, metadata !DIExpression()), !dbg !42
  %42 = load i32, i32* %6, align 4, !dbg !43
  %43 = sext i32 %42 to i64, !dbg !43
  %44 = mul i64 %43, 8, !dbg !44
  %45 = call noalias i8* @malloc(i64 noundef %44) #8, !dbg !45
  %46 = bitcast i8* %45 to double*, !dbg !45
  store double* %46, double** %9, align 8, !dbg !42
  %47 = load double*, double** %8, align 8, !dbg !46
  %48 = load i32, i32* %6, align 4, !dbg !47
  call void @zero(double* noundef %47, i32 noundef %48), !dbg !48
  %49 = load double*, double** %9, align 8, !dbg !49
  %50 = bitcast double* %49 to i8*, !dbg !50
  %51 = load i32, i32* %6, align 4, !dbg !51
  %52 = sext i32 %51 to i64, !dbg !51
  %53 = mul i64 %52, 8, !dbg !52
  call void @llvm.memset.p0i8.i64(i8* align 8 %50, i8 0, i64 %53, i1 false), !dbg !50
  call void @llvm.dbg.declare(metadata i32* %10, metadata !53, metadata !DIExpression()), !dbg !55
  store i32 0, i32* %10, align 4, !dbg !55
  br label %54, !dbg !56

54:                                               ; preds = %66, %35
  %55 = load i32, i32* %10, align 4, !dbg !57
  %56 = load i32, i32* %6, align 4, !dbg !59
  %57 = icmp slt i32 %55, %56, !dbg !60
  br i1 %57, label %58, label %69, !dbg !61

58:                                               ; preds = %54
  %59 = load i32, i32* %10, align 4, !dbg !62
  %60 = srem i32 %59, 13, !dbg !63
  %61 = sitofp i32 %60 to double, !dbg !62
  %62 = load double*, double** %8, align 8, !dbg !64
  %63 = load i32, i32* %10, align 4, !dbg !65
  %64 = sext i32 %63 to i64, !dbg !64
  %65 = getelementptr inbounds double, double* %62, i64 %64, !dbg !64
  store double %61, double* %65, align 8, !dbg !66
  br label %66, !dbg !64

66:                                               ; preds = %58
  %67 = load i32, i32* %10, align 4, !dbg !67
  %68 = add nsw i32 %67, 1, !dbg !67
  store i32 %68, i32* %10, align 4, !dbg !67
  br label %54, !dbg !68, !llvm.loop !69

69:                                               ; preds = %54
  call void @llvm.dbg.declare(metadata double* %11, metadata !72, metadata !DIExpression()), !dbg !73
  store double 0.000000e+00, double* %11, align 8, !dbg !73
  call void @llvm.dbg.declare(metadata i32* %12, metadata !74, metadata !DIExpression()), !dbg !76
  store i32 0, i32* %12, align 4, !dbg !76
  br label %70, !dbg !77

70:                                               ; preds = %119, %69
  %71 = load i32, i32* %12, align 4, !dbg !78
  %72 = load i32, i32* %7, align 4, !dbg !80
  %73 = icmp slt i32 %71, %72, !dbg !81
  br i1 %73, label %74, label %122, !dbg !82

74:                                               ; preds = %70
  %75 = load double*, double** %9, align 8, !dbg !83
  %76 = load double*, double** %8, align 8, !dbg !85
  %77 = load i32, i32* %6, align 4, !dbg !86
  call void @copy(double* noundef %75, double* noundef %76, i32 noundef %77), !dbg !87
  %78 = load double*, double** %8, align 8, !dbg !88
  %79 = getelementptr inbounds double, double* %78, i64 1, !dbg !89
  %80 = bitcast double* %79 to i8*, !dbg !90
  %81 = load double*, double** %9, align 8, !dbg !91
  %82 = getelementptr inbounds double, double* %81, i64 2, !dbg !92
  %83 = bitcast double* %82 to i8*, !dbg !90
  %84 = load i32, i32* %6, align 4, !dbg !93
  %85 = sub nsw i32 %84, 3, !dbg !94
  %86 = sext i32 %85 to i64, !dbg !95
  %87 = mul i64 %86, 8, !dbg !96
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %80, i8* align 8 %83, i64 %87, i1 false), !dbg !90
  %88 = load double*, double** %9, align 8, !dbg !97
  %89 = getelementptr inbounds double, double* %88, i64 5, !dbg !98
  %90 = bitcast double* %89 to i8*, !dbg !99
  %91 = load double*, double** %9, align 8, !dbg !100
  %92 = bitcast double* %91 to i8*, !dbg !99
  %93 = load i32, i32* %6, align 4, !dbg !101
  %94 = sub nsw i32 %93, 5, !dbg !102
  %95 = sext i32 %94 to i64, !dbg !103
  %96 = mul i64 %95, 8, !dbg !104
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %90, i8* align 8 %92, i64 %96, i1 false), !dbg !99
  call void @llvm.dbg.declare(metadata i32* %13, metadata !105, metadata !DIExpression()), !dbg !107
  store i32 0, i32* %13, align 4, !dbg !107
  br label %97, !dbg !108

97:                                               ; preds = %115, %74
  %98 = load i32, i32* %13, align 4, !dbg !109
  %99 = load i32, i32* %6, align 4, !dbg !111
  %100 = icmp slt i32 %98, %99, !dbg !112
  br i1 %100, label %101, label %118, !dbg !113

101:                                              ; preds = %97
  %102 = load double*, double** %8, align 8, !dbg !114
  %103 = load i32, i32* %13, align 4, !dbg !115
  %104 = sext i32 %103 to i64, !dbg !114
  %105 = getelementptr inbounds double, double* %102, i64 %104, !dbg !114
  %106 = load double, double* %105, align 8, !dbg !114
  %107 = load double*, double** %9, align 8, !dbg !116
  %108 = load i32, i32* %13, align 4, !dbg !117
  %109 = sext i32 %108 to i64, !dbg !116
  %110 = getelementptr inbounds double, double* %107, i64 %109, !dbg !116
  %111 = load double, double* %110, align 8, !dbg !116
  %112 = fadd double %106, %111, !dbg !118
  %113 = load double, double* %11, align 8, !dbg !119
  %114 = fadd double %113, %112, !dbg !119
  store double %114, double* %11, align 8, !dbg !119
  br label %115, !dbg !120

115:                                              ; preds = %101
  %116 = load i32, i32* %13, align 4, !dbg !121
  %117 = add nsw i32 %116, 7, !dbg !121
  store i32 %117, i32* %13, align 4, !dbg !121
  br label %97, !dbg !122, !llvm.loop !123

118:                                              ; preds = %97
  br label %119, !dbg !125

119:                                              ; preds = %118
  %120 = load i32, i32* %12, align 4, !dbg !126
  %121 = add nsw i32 %120, 1, !dbg !126
  store i32 %121, i32* %12, align 4, !dbg !126
  br label %70, !dbg !127, !llvm.loop !128

122:                                              ; preds = %70
  call void @llvm.dbg.declare(metadata %struct.stats* %14, metadata !130, metadata !DIExpression()), !dbg !139
  %123 = bitcast %struct.stats* %14 to i8*, !dbg !140
  call void @llvm.memset.p0i8.i64(i8* align 8 %123, i8 0, i64 200, i1 false), !dbg !140
  call void @llvm.dbg.declare(metadata i32* %15, metadata !141, metadata !DIExpression()), !dbg !143
  store i32 0, i32* %15, align 4, !dbg !143
  br label %124, !dbg !144

124:                                              ; preds = %137, %122
  %125 = load i32, i32* %15, align 4, !dbg !145
  %126 = icmp slt i32 %125, 24, !dbg !147
  br i1 %126, label %127, label %140, !dbg !148

127:                                              ; preds = %124
  %128 = load double*, double** %8, align 8, !dbg !149
  %129 = load i32, i32* %15, align 4, !dbg !150
  %130 = sext i32 %129 to i64, !dbg !149
  %131 = getelementptr inbounds double, double* %128, i64 %130, !dbg !149
  %132 = load double, double* %131, align 8, !dbg !149
  %133 = getelementptr inbounds %struct.stats, %struct.stats* %14, i32 0, i32 0, !dbg !151
  %134 = load i32, i32* %15, align 4, !dbg !152
  %135 = sext i32 %134 to i64, !dbg !153
  %136 = getelementptr inbounds [24 x double], [24 x double]* %133, i64 0, i64 %135, !dbg !153
  store double %132, double* %136, align 8, !dbg !154
  br label %137, !dbg !153

137:                                              ; preds = %127
  %138 = load i32, i32* %15, align 4, !dbg !155
  %139 = add nsw i32 %138, 1, !dbg !155
  store i32 %139, i32* %15, align 4, !dbg !155
  br label %124, !dbg !156, !llvm.loop !157

140:                                              ; preds = %124
  call void @llvm.dbg.declare(metadata %struct.stats* %16, metadata !159, metadata !DIExpression()), !dbg !160
  %141 = bitcast %struct.stats* %16 to i8*, !dbg !161
  %142 = bitcast %struct.stats* %14 to i8*, !dbg !161
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %141, i8* align 8 %142, i64 200, i1 false), !dbg !161
  %143 = getelementptr inbounds %struct.stats, %struct.stats* %16, i32 0, i32 0, !dbg !162
  %144 = getelementptr inbounds [24 x double], [24 x double]* %143, i64 0, i64 3, !dbg !163
  %145 = load double, double* %144, align 8, !dbg !163
  %146 = load double, double* %11, align 8, !dbg !164
  %147 = fadd double %146, %145, !dbg !164
  store double %147, double* %11, align 8, !dbg !164
  %148 = load double, double* %11, align 8, !dbg !165
  %149 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %148), !dbg !166
  %150 = load double*, double** %8, align 8, !dbg !167
  %151 = bitcast double* %150 to i8*, !dbg !167
  call void @free(i8* noundef %151) #8, !dbg !168
  %152 = load double*, double** %9, align 8, !dbg !169
  %153 = bitcast double* %152 to i8*, !dbg !169
  call void @free(i8* noundef %153) #8, !dbg !170
  ret i32 0, !dbg !171
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @zero(double* noundef %0, i32 noundef %1) #0 !dbg !172 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !175, metadata !DIExpression()), !dbg !176
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.declare(metadata i32* %5, metadata !179, metadata !DIExpression()), !dbg !181
  store i32 0, i32* %5, align 4, !dbg !181
  br label %6, !dbg !182

6:                                                ; preds = %15, %2
  %7 = load i32, i32* %5, align 4, !dbg !183
  %8 = load i32, i32* %4, align 4, !dbg !185
  %9 = icmp slt i32 %7, %8, !dbg !186
  br i1 %9, label %10, label %18, !dbg !187

10:                                               ; preds = %6
  %11 = load double*, double** %3, align 8, !dbg !188
  %12 = load i32, i32* %5, align 4, !dbg !189
  %13 = sext i32 %12 to i64, !dbg !188
  %14 = getelementptr inbounds double, double* %11, i64 %13, !dbg !188
  store double 0.000000e+00, double* %14, align 8, !dbg !190
  br label %15, !dbg !188

15:                                               ; preds = %10
  %16 = load i32, i32* %5, align 4, !dbg !191
  %17 = add nsw i32 %16, 1, !dbg !191
  store i32 %17, i32* %5, align 4, !dbg !191
  br label %6, !dbg !192, !llvm.loop !193

18:                                               ; preds = %6
  ret void, !dbg !195
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy(double* noundef %0, double* noundef %1, i32 noundef %2) #0 !dbg !196 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !201, metadata !DIExpression()), !dbg !202
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !203, metadata !DIExpression()), !dbg !204
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !205, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.declare(metadata i32* %7, metadata !207, metadata !DIExpression()), !dbg !209
  store i32 0, i32* %7, align 4, !dbg !209
  br label %8, !dbg !210

8:                                                ; preds = %22, %3
  %9 = load i32, i32* %7, align 4, !dbg !211
  %10 = load i32, i32* %6, align 4, !dbg !213
  %11 = icmp slt i32 %9, %10, !dbg !214
  br i1 %11, label %12, label %25, !dbg !215

12:                                               ; preds = %8
  %13 = load double*, double** %5, align 8, !dbg !216
  %14 = load i32, i32* %7, align 4, !dbg !217
  %15 = sext i32 %14 to i64, !dbg !216
  %16 = getelementptr inbounds double, double* %13, i64 %15, !dbg !216
  %17 = load double, double* %16, align 8, !dbg !216
  %18 = load double*, double** %4, align 8, !dbg !218
  %19 = load i32, i32* %7, align 4, !dbg !219
  %20 = sext i32 %19 to i64, !dbg !218
  %21 = getelementptr inbounds double, double* %18, i64 %20, !dbg !218
  store double %17, double* %21, align 8, !dbg !220
  br label %22, !dbg !218

22:                                               ; preds = %12
  %23 = load i32, i32* %7, align 4, !dbg !221
  %24 = add nsw i32 %23, 1, !dbg !221
  store i32 %24, i32* %7, align 4, !dbg !221
  br label %8, !dbg !222, !llvm.loop !223

25:                                               ; preds = %8
  ret void, !dbg !225
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readonly willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bulk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "a5509cccc1a8c094e8fe1532bbd1c95e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 24, type: !11, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 24, type: !13)
!19 = !DILocation(line: 24, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 24, type: !14)
!21 = !DILocation(line: 24, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 25, type: !13)
!23 = !DILocation(line: 25, column: 7, scope: !10)
!24 = !DILocation(line: 25, column: 11, scope: !10)
!25 = !DILocation(line: 25, column: 16, scope: !10)
!26 = !DILocation(line: 25, column: 27, scope: !10)
!27 = !DILocation(line: 25, column: 22, scope: !10)
!28 = !DILocalVariable(name: "reps", scope: !10, file: !1, line: 26, type: !13)
!29 = !DILocation(line: 26, column: 7, scope: !10)
!30 = !DILocation(line: 26, column: 14, scope: !10)
!31 = !DILocation(line: 26, column: 19, scope: !10)
!32 = !DILocation(line: 26, column: 30, scope: !10)
!33 = !DILocation(line: 26, column: 25, scope: !10)
!34 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 27, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DILocation(line: 27, column: 11, scope: !10)
!38 = !DILocation(line: 27, column: 22, scope: !10)
!39 = !DILocation(line: 27, column: 24, scope: !10)
!40 = !DILocation(line: 27, column: 15, scope: !10)
!41 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 28, type: !35)
!42 = !DILocation(line: 28, column: 11, scope: !10)
!43 = !DILocation(line: 28, column: 22, scope: !10)
!44 = !DILocation(line: 28, column: 24, scope: !10)
!45 = !DILocation(line: 28, column: 15, scope: !10)
!46 = !DILocation(line: 29, column: 8, scope: !10)
!47 = !DILocation(line: 29, column: 11, scope: !10)
!48 = !DILocation(line: 29, column: 3, scope: !10)
!49 = !DILocation(line: 30, column: 10, scope: !10)
!50 = !DILocation(line: 30, column: 3, scope: !10)
!51 = !DILocation(line: 30, column: 16, scope: !10)
!52 = !DILocation(line: 30, column: 18, scope: !10)
!53 = !DILocalVariable(name: "i", scope: !54, file: !1, line: 31, type: !13)
!54 = distinct !DILexicalBlock(scope: !10, file: !1, line: 31, column: 3)
!55 = !DILocation(line: 31, column: 12, scope: !54)
!56 = !DILocation(line: 31, column: 8, scope: !54)
!57 = !DILocation(line: 31, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 31, column: 3)
!59 = !DILocation(line: 31, column: 23, scope: !58)
!60 = !DILocation(line: 31, column: 21, scope: !58)
!61 = !DILocation(line: 31, column: 3, scope: !54)
!62 = !DILocation(line: 32, column: 12, scope: !58)
!63 = !DILocation(line: 32, column: 14, scope: !58)
!64 = !DILocation(line: 32, column: 5, scope: !58)
!65 = !DILocation(line: 32, column: 7, scope: !58)
!66 = !DILocation(line: 32, column: 10, scope: !58)
!67 = !DILocation(line: 31, column: 27, scope: !58)
!68 = !DILocation(line: 31, column: 3, scope: !58)
!69 = distinct !{!69, !61, !70, !71}
!70 = !DILocation(line: 32, column: 16, scope: !54)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 33, type: !36)
!73 = !DILocation(line: 33, column: 10, scope: !10)
!74 = !DILocalVariable(name: "r", scope: !75, file: !1, line: 34, type: !13)
!75 = distinct !DILexicalBlock(scope: !10, file: !1, line: 34, column: 3)
!76 = !DILocation(line: 34, column: 12, scope: !75)
!77 = !DILocation(line: 34, column: 8, scope: !75)
!78 = !DILocation(line: 34, column: 19, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !1, line: 34, column: 3)
!80 = !DILocation(line: 34, column: 23, scope: !79)
!81 = !DILocation(line: 34, column: 21, scope: !79)
!82 = !DILocation(line: 34, column: 3, scope: !75)
!83 = !DILocation(line: 35, column: 10, scope: !84)
!84 = distinct !DILexicalBlock(scope: !79, file: !1, line: 34, column: 34)
!85 = !DILocation(line: 35, column: 13, scope: !84)
!86 = !DILocation(line: 35, column: 16, scope: !84)
!87 = !DILocation(line: 35, column: 5, scope: !84)
!88 = !DILocation(line: 36, column: 12, scope: !84)
!89 = !DILocation(line: 36, column: 14, scope: !84)
!90 = !DILocation(line: 36, column: 5, scope: !84)
!91 = !DILocation(line: 36, column: 19, scope: !84)
!92 = !DILocation(line: 36, column: 21, scope: !84)
!93 = !DILocation(line: 36, column: 27, scope: !84)
!94 = !DILocation(line: 36, column: 29, scope: !84)
!95 = !DILocation(line: 36, column: 26, scope: !84)
!96 = !DILocation(line: 36, column: 34, scope: !84)
!97 = !DILocation(line: 37, column: 13, scope: !84)
!98 = !DILocation(line: 37, column: 15, scope: !84)
!99 = !DILocation(line: 37, column: 5, scope: !84)
!100 = !DILocation(line: 37, column: 20, scope: !84)
!101 = !DILocation(line: 37, column: 24, scope: !84)
!102 = !DILocation(line: 37, column: 26, scope: !84)
!103 = !DILocation(line: 37, column: 23, scope: !84)
!104 = !DILocation(line: 37, column: 31, scope: !84)
!105 = !DILocalVariable(name: "i", scope: !106, file: !1, line: 38, type: !13)
!106 = distinct !DILexicalBlock(scope: !84, file: !1, line: 38, column: 5)
!107 = !DILocation(line: 38, column: 14, scope: !106)
!108 = !DILocation(line: 38, column: 10, scope: !106)
!109 = !DILocation(line: 38, column: 21, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !1, line: 38, column: 5)
!111 = !DILocation(line: 38, column: 25, scope: !110)
!112 = !DILocation(line: 38, column: 23, scope: !110)
!113 = !DILocation(line: 38, column: 5, scope: !106)
!114 = !DILocation(line: 39, column: 12, scope: !110)
!115 = !DILocation(line: 39, column: 14, scope: !110)
!116 = !DILocation(line: 39, column: 19, scope: !110)
!117 = !DILocation(line: 39, column: 21, scope: !110)
!118 = !DILocation(line: 39, column: 17, scope: !110)
!119 = !DILocation(line: 39, column: 9, scope: !110)
!120 = !DILocation(line: 39, column: 7, scope: !110)
!121 = !DILocation(line: 38, column: 30, scope: !110)
!122 = !DILocation(line: 38, column: 5, scope: !110)
!123 = distinct !{!123, !113, !124, !71}
!124 = !DILocation(line: 39, column: 22, scope: !106)
!125 = !DILocation(line: 40, column: 3, scope: !84)
!126 = !DILocation(line: 34, column: 30, scope: !79)
!127 = !DILocation(line: 34, column: 3, scope: !79)
!128 = distinct !{!128, !82, !129, !71}
!129 = !DILocation(line: 40, column: 3, scope: !75)
!130 = !DILocalVariable(name: "st", scope: !10, file: !1, line: 41, type: !131)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "stats", file: !1, line: 12, baseType: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 1600, elements: !133)
!133 = !{!134, !138}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !132, file: !1, line: 10, baseType: !135, size: 1536)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 1536, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 24)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !132, file: !1, line: 11, baseType: !13, size: 32, offset: 1536)
!139 = !DILocation(line: 41, column: 9, scope: !10)
!140 = !DILocation(line: 42, column: 3, scope: !10)
!141 = !DILocalVariable(name: "i", scope: !142, file: !1, line: 43, type: !13)
!142 = distinct !DILexicalBlock(scope: !10, file: !1, line: 43, column: 3)
!143 = !DILocation(line: 43, column: 12, scope: !142)
!144 = !DILocation(line: 43, column: 8, scope: !142)
!145 = !DILocation(line: 43, column: 19, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !1, line: 43, column: 3)
!147 = !DILocation(line: 43, column: 21, scope: !146)
!148 = !DILocation(line: 43, column: 3, scope: !142)
!149 = !DILocation(line: 44, column: 15, scope: !146)
!150 = !DILocation(line: 44, column: 17, scope: !146)
!151 = !DILocation(line: 44, column: 8, scope: !146)
!152 = !DILocation(line: 44, column: 10, scope: !146)
!153 = !DILocation(line: 44, column: 5, scope: !146)
!154 = !DILocation(line: 44, column: 13, scope: !146)
!155 = !DILocation(line: 43, column: 28, scope: !146)
!156 = !DILocation(line: 43, column: 3, scope: !146)
!157 = distinct !{!157, !148, !158, !71}
!158 = !DILocation(line: 44, column: 18, scope: !142)
!159 = !DILocalVariable(name: "cp", scope: !10, file: !1, line: 45, type: !131)
!160 = !DILocation(line: 45, column: 9, scope: !10)
!161 = !DILocation(line: 45, column: 14, scope: !10)
!162 = !DILocation(line: 46, column: 11, scope: !10)
!163 = !DILocation(line: 46, column: 8, scope: !10)
!164 = !DILocation(line: 46, column: 5, scope: !10)
!165 = !DILocation(line: 47, column: 18, scope: !10)
!166 = !DILocation(line: 47, column: 3, scope: !10)
!167 = !DILocation(line: 48, column: 8, scope: !10)
!168 = !DILocation(line: 48, column: 3, scope: !10)
!169 = !DILocation(line: 49, column: 8, scope: !10)
!170 = !DILocation(line: 49, column: 3, scope: !10)
!171 = !DILocation(line: 50, column: 3, scope: !10)
!172 = distinct !DISubprogram(name: "zero", scope: !1, file: !1, line: 14, type: !173, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !35, !13}
!175 = !DILocalVariable(name: "a", arg: 1, scope: !172, file: !1, line: 14, type: !35)
!176 = !DILocation(line: 14, column: 26, scope: !172)
!177 = !DILocalVariable(name: "n", arg: 2, scope: !172, file: !1, line: 14, type: !13)
!178 = !DILocation(line: 14, column: 33, scope: !172)
!179 = !DILocalVariable(name: "i", scope: !180, file: !1, line: 15, type: !13)
!180 = distinct !DILexicalBlock(scope: !172, file: !1, line: 15, column: 3)
!181 = !DILocation(line: 15, column: 12, scope: !180)
!182 = !DILocation(line: 15, column: 8, scope: !180)
!183 = !DILocation(line: 15, column: 19, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !1, line: 15, column: 3)
!185 = !DILocation(line: 15, column: 23, scope: !184)
!186 = !DILocation(line: 15, column: 21, scope: !184)
!187 = !DILocation(line: 15, column: 3, scope: !180)
!188 = !DILocation(line: 16, column: 5, scope: !184)
!189 = !DILocation(line: 16, column: 7, scope: !184)
!190 = !DILocation(line: 16, column: 10, scope: !184)
!191 = !DILocation(line: 15, column: 27, scope: !184)
!192 = !DILocation(line: 15, column: 3, scope: !184)
!193 = distinct !{!193, !187, !194, !71}
!194 = !DILocation(line: 16, column: 12, scope: !180)
!195 = !DILocation(line: 17, column: 1, scope: !172)
!196 = distinct !DISubprogram(name: "copy", scope: !1, file: !1, line: 19, type: !197, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !35, !199, !13}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!201 = !DILocalVariable(name: "dst", arg: 1, scope: !196, file: !1, line: 19, type: !35)
!202 = !DILocation(line: 19, column: 26, scope: !196)
!203 = !DILocalVariable(name: "src", arg: 2, scope: !196, file: !1, line: 19, type: !199)
!204 = !DILocation(line: 19, column: 45, scope: !196)
!205 = !DILocalVariable(name: "n", arg: 3, scope: !196, file: !1, line: 19, type: !13)
!206 = !DILocation(line: 19, column: 54, scope: !196)
!207 = !DILocalVariable(name: "i", scope: !208, file: !1, line: 20, type: !13)
!208 = distinct !DILexicalBlock(scope: !196, file: !1, line: 20, column: 3)
!209 = !DILocation(line: 20, column: 12, scope: !208)
!210 = !DILocation(line: 20, column: 8, scope: !208)
!211 = !DILocation(line: 20, column: 19, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !1, line: 20, column: 3)
!213 = !DILocation(line: 20, column: 23, scope: !212)
!214 = !DILocation(line: 20, column: 21, scope: !212)
!215 = !DILocation(line: 20, column: 3, scope: !208)
!216 = !DILocation(line: 21, column: 14, scope: !212)
!217 = !DILocation(line: 21, column: 18, scope: !212)
!218 = !DILocation(line: 21, column: 5, scope: !212)
!219 = !DILocation(line: 21, column: 9, scope: !212)
!220 = !DILocation(line: 21, column: 12, scope: !212)
!221 = !DILocation(line: 20, column: 27, scope: !212)
!222 = !DILocation(line: 20, column: 3, scope: !212)
!223 = distinct !{!223, !215, !224, !71}
!224 = !DILocation(line: 21, column: 19, scope: !208)
!225 = !DILocation(line: 22, column: 1, scope: !196)
