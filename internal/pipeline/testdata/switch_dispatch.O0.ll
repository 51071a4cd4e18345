; ModuleID = 'switch_dispatch.c'
source_filename = "switch_dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [36 x i8] c"decoded %ld bytes from %d, sum %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !23 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !31, metadata !DIExpression()), !dbg !32
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %6, metadata !35, metadata !DIExpression()), !dbg !36
  %16 = load i32, i32* %4, align 4, !dbg !37
  %17 = icmp sgt i32 %16, 1, !dbg !38
  br i1 %17, label %18, label %23, !dbg !37

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !39
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !39
  %21 = load i8*, i8** %20, align 8, !dbg !39
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !40
  br label %24, !dbg !37

23:                                               ; preds = %2
  br label %24, !dbg !37

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 3000, %23 ], !dbg !37
  store i32 %25, i32* %6, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %7, metadata !41, metadata !DIExpression()), !dbg !42
  %26 = load i32, i32* %4, align 4, !dbg !43
  %27 = icmp sgt i32 %26, 2, !dbg !44
  br i1 %27, label %28, label %33, !dbg !43

28:                                               ; preds = %24
  %29 = load i8**, i8*** %5, align 8, !dbg !45
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !45
  %31 = load i8*, i8** %30, align 8, !dbg !45
  %32 = call i32 @atoi(i8* noundef %31) #5, !dbg !46
  br label %34, !dbg !43

33:                                               ; preds = %24
  br label %34, !dbg !43

34:                                               ; preds = %33, %28
  %35 = phi i32 [ %32, %28 ], [ 7, %33 ], !dbg !43
  store i32 %35, i32* %7, align 4, !dbg !42
  call void @llvm.dbg.declare(metadata i8** %8, metadata !47, metadata !DIExpression()), !dbg !49
  %36 = load i32, i32* %6, align 4, !dbg !50
  %37 = sext i32 %36 to i64, !dbg !51
  %38 = mul i64 3, %37, !dbg !52
  %39 = add i64 %38, 1, !dbg !53
  %40 = call noalias i8* @malloc(i64 noundef %39) #6, !dbg !54
  store i8* %40, i8** %8, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata i8** %9, metadata !55, metadata !DIExpression()), !dbg !56
  %41 = load i32, i32* %6, align 4, !dbg !57
  %42 = sext i32 %41 to i64, !dbg !58
  %43 = mul i64 16, %42, !dbg !59
  %44 = add i64 %43, 16, !dbg !60
  %45 = call noalias i8* @calloc(i64 noundef %44, i64 noundef 1) #6, !dbg !61
  store i8* %45, i8** %9, align 8, !dbg !56
  call void @llvm.dbg.declare(metadata i32* %10, metadata !62, metadata !DIExpression()), !dbg !63
  store i32 0, i32* %10, align 4, !dbg !63
  call void @llvm.dbg.declare(metadata i32* %11, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %11, align 4, !dbg !66
  br label %46, !dbg !67

46:                                               ; preds = %117, %34
  %47 = load i32, i32* %11, align 4, !dbg !68
  %48 = load i32, i32* %6, align 4, !dbg !70
  %49 = icmp slt i32 %47, %48, !dbg !71
  br i1 %49, label %50, label %120, !dbg !72

50:                                               ; preds = %46
  %51 = load i32, i32* %7, align 4, !dbg !73
  %52 = mul i32 %51, 1103515245, !dbg !75
  %53 = add i32 %52, 12345, !dbg !76
  store i32 %53, i32* %7, align 4, !dbg !77
  call void @llvm.dbg.declare(metadata i32* %12, metadata !78, metadata !DIExpression()), !dbg !79
  %54 = load i32, i32* %7, align 4, !dbg !80
  %55 = lshr i32 %54, 16, !dbg !81
  %56 = urem i32 %55, 8, !dbg !82
  store i32 %56, i32* %12, align 4, !dbg !79
  %57 = load i32, i32* %12, align 4, !dbg !83
  %58 = icmp ult i32 %57, 4, !dbg !85
  br i1 %58, label %59, label %73, !dbg !86

59:                                               ; preds = %50
  %60 = load i8*, i8** %8, align 8, !dbg !87
  %61 = load i32, i32* %10, align 4, !dbg !89
  %62 = add nsw i32 %61, 1, !dbg !89
  store i32 %62, i32* %10, align 4, !dbg !89
  %63 = sext i32 %61 to i64, !dbg !87
  %64 = getelementptr inbounds i8, i8* %60, i64 %63, !dbg !87
  store i8 0, i8* %64, align 1, !dbg !90
  %65 = load i32, i32* %7, align 4, !dbg !91
  %66 = lshr i32 %65, 8, !dbg !92
  %67 = trunc i32 %66 to i8, !dbg !93
  %68 = load i8*, i8** %8, align 8, !dbg !94
  %69 = load i32, i32* %10, align 4, !dbg !95
  %70 = add nsw i32 %69, 1, !dbg !95
  store i32 %70, i32* %10, align 4, !dbg !95
  %71 = sext i32 %69 to i64, !dbg !94
  %72 = getelementptr inbounds i8, i8* %68, i64 %71, !dbg !94
  store i8 %67, i8* %72, align 1, !dbg !96
  br label %116, !dbg !97

73:                                               ; preds = %50
  %74 = load i32, i32* %12, align 4, !dbg !98
  %75 = icmp ult i32 %74, 7, !dbg !100
  br i1 %75, label %76, label %99, !dbg !101

76:                                               ; preds = %73
  %77 = load i8*, i8** %8, align 8, !dbg !102
  %78 = load i32, i32* %10, align 4, !dbg !104
  %79 = add nsw i32 %78, 1, !dbg !104
  store i32 %79, i32* %10, align 4, !dbg !104
  %80 = sext i32 %78 to i64, !dbg !102
  %81 = getelementptr inbounds i8, i8* %77, i64 %80, !dbg !102
  store i8 1, i8* %81, align 1, !dbg !105
  %82 = load i32, i32* %7, align 4, !dbg !106
  %83 = lshr i32 %82, 20, !dbg !107
  %84 = urem i32 %83, 12, !dbg !108
  %85 = add i32 1, %84, !dbg !109
  %86 = trunc i32 %85 to i8, !dbg !110
  %87 = load i8*, i8** %8, align 8, !dbg !111
  %88 = load i32, i32* %10, align 4, !dbg !112
  %89 = add nsw i32 %88, 1, !dbg !112
  store i32 %89, i32* %10, align 4, !dbg !112
  %90 = sext i32 %88 to i64, !dbg !111
  %91 = getelementptr inbounds i8, i8* %87, i64 %90, !dbg !111
  store i8 %86, i8* %91, align 1, !dbg !113
  %92 = load i32, i32* %7, align 4, !dbg !114
  %93 = trunc i32 %92 to i8, !dbg !115
  %94 = load i8*, i8** %8, align 8, !dbg !116
  %95 = load i32, i32* %10, align 4, !dbg !117
  %96 = add nsw i32 %95, 1, !dbg !117
  store i32 %96, i32* %10, align 4, !dbg !117
  %97 = sext i32 %95 to i64, !dbg !116
  %98 = getelementptr inbounds i8, i8* %94, i64 %97, !dbg !116
  store i8 %93, i8* %98, align 1, !dbg !118
  br label %115, !dbg !119

99:                                               ; preds = %73
  %100 = load i8*, i8** %8, align 8, !dbg !120
  %101 = load i32, i32* %10, align 4, !dbg !122
  %102 = add nsw i32 %101, 1, !dbg !122
  store i32 %102, i32* %10, align 4, !dbg !122
  %103 = sext i32 %101 to i64, !dbg !120
  %104 = getelementptr inbounds i8, i8* %100, i64 %103, !dbg !120
  store i8 2, i8* %104, align 1, !dbg !123
  %105 = load i32, i32* %7, align 4, !dbg !124
  %106 = lshr i32 %105, 24, !dbg !125
  %107 = urem i32 %106, 3, !dbg !126
  %108 = add i32 1, %107, !dbg !127
  %109 = trunc i32 %108 to i8, !dbg !128
  %110 = load i8*, i8** %8, align 8, !dbg !129
  %111 = load i32, i32* %10, align 4, !dbg !130
  %112 = add nsw i32 %111, 1, !dbg !130
  store i32 %112, i32* %10, align 4, !dbg !130
  %113 = sext i32 %111 to i64, !dbg !129
  %114 = getelementptr inbounds i8, i8* %110, i64 %113, !dbg !129
  store i8 %109, i8* %114, align 1, !dbg !131
  br label %115

115:                                              ; preds = %99, %76
  br label %116

116:                                              ; preds = %115, %59
  br label %117, !dbg !132

117:                                              ; preds = %116
  %118 = load i32, i32* %11, align 4, !dbg !133
  %119 = add nsw i32 %118, 1, !dbg !133
  store i32 %119, i32* %11, align 4, !dbg !133
  br label %46, !dbg !134, !llvm.loop !135

120:                                              ; preds = %46
  %121 = load i8*, i8** %8, align 8, !dbg !138
  %122 = load i32, i32* %10, align 4, !dbg !139
  %123 = sext i32 %122 to i64, !dbg !138
  %124 = getelementptr inbounds i8, i8* %121, i64 %123, !dbg !138
  store i8 3, i8* %124, align 1, !dbg !140
  call void @llvm.dbg.declare(metadata i64* %13, metadata !141, metadata !DIExpression()), !dbg !143
  %125 = load i8*, i8** %8, align 8, !dbg !144
  %126 = load i8*, i8** %9, align 8, !dbg !145
  %127 = call i64 @decode(i8* noundef %125, i8* noundef %126), !dbg !146
  store i64 %127, i64* %13, align 8, !dbg !143
  call void @llvm.dbg.declare(metadata i64* %14, metadata !147, metadata !DIExpression()), !dbg !148
  store i64 0, i64* %14, align 8, !dbg !148
  call void @llvm.dbg.declare(metadata i64* %15, metadata !149, metadata !DIExpression()), !dbg !151
  store i64 0, i64* %15, align 8, !dbg !151
  br label %128, !dbg !152

128:                                              ; preds = %140, %120
  %129 = load i64, i64* %15, align 8, !dbg !153
  %130 = load i64, i64* %13, align 8, !dbg !155
  %131 = icmp slt i64 %129, %130, !dbg !156
  br i1 %131, label %132, label %143, !dbg !157

132:                                              ; preds = %128
  %133 = load i8*, i8** %9, align 8, !dbg !158
  %134 = load i64, i64* %15, align 8, !dbg !159
  %135 = getelementptr inbounds i8, i8* %133, i64 %134, !dbg !158
  %136 = load i8, i8* %135, align 1, !dbg !158
  %137 = zext i8 %136 to i64, !dbg !158
  %138 = load i64, i64* %14, align 8, !dbg !160
  %139 = add nsw i64 %138, %137, !dbg !160
  store i64 %139, i64* %14, align 8, !dbg !160
  br label %140, !dbg !161

140:                                              ; preds = %132
  %141 = load i64, i64* %15, align 8, !dbg !162
  %142 = add nsw i64 %141, 1, !dbg !162
  store i64 %142, i64* %15, align 8, !dbg !162
  br label %128, !dbg !163, !llvm.loop !164

143:                                              ; preds = %128
  %144 = load i64, i64* %13, align 8, !dbg !166
  %145 = load i32, i32* %10, align 4, !dbg !167
  %146 = load i64, i64* %14, align 8, !dbg !168
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str, i64 0, i64 0), i64 noundef %144, i32 noundef %145, i64 noundef %146), !dbg !169
  %148 = load i8*, i8** %8, align 8, !dbg !170
  call void @free(i8* noundef %148) #6, !dbg !171
  %149 = load i8*, i8** %9, align 8, !dbg !172
  call void @free(i8* noundef %149) #6, !dbg !173
  ret i32 0, !dbg !174
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @decode(i8* noundef %0, i8* noundef %1) #0 !dbg !175 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !180, metadata !DIExpression()), !dbg !181
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !182, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata i64* %5, metadata !184, metadata !DIExpression()), !dbg !185
  store i64 0, i64* %5, align 8, !dbg !185
  call void @llvm.dbg.declare(metadata i32* %6, metadata !186, metadata !DIExpression()), !dbg !187
  store i32 0, i32* %6, align 4, !dbg !187
  br label %8, !dbg !188

8:                                                ; preds = %70, %2
  %9 = load i8*, i8** %3, align 8, !dbg !189
  %10 = load i32, i32* %6, align 4, !dbg !193
  %11 = sext i32 %10 to i64, !dbg !189
  %12 = getelementptr inbounds i8, i8* %9, i64 %11, !dbg !189
  %13 = load i8, i8* %12, align 1, !dbg !189
  %14 = zext i8 %13 to i32, !dbg !189
  switch i32 %14, label %68 [
    i32 0, label %15
    i32 1, label %28
    i32 2, label %56
  ], !dbg !194

15:                                               ; preds = %8
  %16 = load i8*, i8** %3, align 8, !dbg !195
  %17 = load i32, i32* %6, align 4, !dbg !197
  %18 = add nsw i32 %17, 1, !dbg !198
  %19 = sext i32 %18 to i64, !dbg !195
  %20 = getelementptr inbounds i8, i8* %16, i64 %19, !dbg !195
  %21 = load i8, i8* %20, align 1, !dbg !195
  %22 = load i8*, i8** %4, align 8, !dbg !199
  %23 = load i64, i64* %5, align 8, !dbg !200
  %24 = add nsw i64 %23, 1, !dbg !200
  store i64 %24, i64* %5, align 8, !dbg !200
  %25 = getelementptr inbounds i8, i8* %22, i64 %23, !dbg !199
  store i8 %21, i8* %25, align 1, !dbg !201
  %26 = load i32, i32* %6, align 4, !dbg !202
  %27 = add nsw i32 %26, 2, !dbg !202
  store i32 %27, i32* %6, align 4, !dbg !202
  br label %70, !dbg !203

28:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !204, metadata !DIExpression()), !dbg !206
  store i32 0, i32* %7, align 4, !dbg !206
  br label %29, !dbg !207

29:                                               ; preds = %50, %28
  %30 = load i32, i32* %7, align 4, !dbg !208
  %31 = load i8*, i8** %3, align 8, !dbg !210
  %32 = load i32, i32* %6, align 4, !dbg !211
  %33 = add nsw i32 %32, 1, !dbg !212
  %34 = sext i32 %33 to i64, !dbg !210
  %35 = getelementptr inbounds i8, i8* %31, i64 %34, !dbg !210
  %36 = load i8, i8* %35, align 1, !dbg !210
  %37 = zext i8 %36 to i32, !dbg !210
  %38 = icmp slt i32 %30, %37, !dbg !213
  br i1 %38, label %39, label %53, !dbg !214

39:                                               ; preds = %29
  %40 = load i8*, i8** %3, align 8, !dbg !215
  %41 = load i32, i32* %6, align 4, !dbg !216
  %42 = add nsw i32 %41, 2, !dbg !217
  %43 = sext i32 %42 to i64, !dbg !215
  %44 = getelementptr inbounds i8, i8* %40, i64 %43, !dbg !215
  %45 = load i8, i8* %44, align 1, !dbg !215
  %46 = load i8*, i8** %4, align 8, !dbg !218
  %47 = load i64, i64* %5, align 8, !dbg !219
  %48 = add nsw i64 %47, 1, !dbg !219
  store i64 %48, i64* %5, align 8, !dbg !219
  %49 = getelementptr inbounds i8, i8* %46, i64 %47, !dbg !218
  store i8 %45, i8* %49, align 1, !dbg !220
  br label %50, !dbg !218

50:                                               ; preds = %39
  %51 = load i32, i32* %7, align 4, !dbg !221
  %52 = add nsw i32 %51, 1, !dbg !221
  store i32 %52, i32* %7, align 4, !dbg !221
  br label %29, !dbg !222, !llvm.loop !223

53:                                               ; preds = %29
  %54 = load i32, i32* %6, align 4, !dbg !225
  %55 = add nsw i32 %54, 3, !dbg !225
  store i32 %55, i32* %6, align 4, !dbg !225
  br label %70, !dbg !226

56:                                               ; preds = %8
  %57 = load i8*, i8** %3, align 8, !dbg !227
  %58 = load i32, i32* %6, align 4, !dbg !228
  %59 = add nsw i32 %58, 1, !dbg !229
  %60 = sext i32 %59 to i64, !dbg !227
  %61 = getelementptr inbounds i8, i8* %57, i64 %60, !dbg !227
  %62 = load i8, i8* %61, align 1, !dbg !227
  %63 = zext i8 %62 to i64, !dbg !227
  %64 = load i64, i64* %5, align 8, !dbg !230
  %65 = add nsw i64 %64, %63, !dbg !230
  store i64 %65, i64* %5, align 8, !dbg !230
  %66 = load i32, i32* %6, align 4, !dbg !231
  %67 = add nsw i32 %66, 2, !dbg !231
  store i32 %67, i32* %6, align 4, !dbg !231
  br label %70, !dbg !232

68:                                               ; preds = %8
  %69 = load i64, i64* %5, align 8, !dbg !233
  ret i64 %69, !dbg !234

70:                                               ; preds = %56, %53, %15
  br label %8, !dbg !235, !llvm.loop !236
}

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
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !10, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_dispatch.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "02f273db52b16cf5b537505c07fa229d")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 9, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9}
!6 = !DIEnumerator(name: "LIT", value: 0)
!7 = !DIEnumerator(name: "RUN", value: 1)
!8 = !DIEnumerator(name: "SKIP", value: 2)
!9 = !DIEnumerator(name: "END", value: 3)
!10 = !{!4, !11, !14}
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !12, line: 46, baseType: !13)
!12 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 36, type: !24, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !30)
!24 = !DISubroutineType(types: !25)
!25 = !{!26, !26, !27}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !1, line: 36, type: !26)
!32 = !DILocation(line: 36, column: 14, scope: !23)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !1, line: 36, type: !27)
!34 = !DILocation(line: 36, column: 27, scope: !23)
!35 = !DILocalVariable(name: "n", scope: !23, file: !1, line: 38, type: !26)
!36 = !DILocation(line: 38, column: 7, scope: !23)
!37 = !DILocation(line: 38, column: 11, scope: !23)
!38 = !DILocation(line: 38, column: 16, scope: !23)
!39 = !DILocation(line: 38, column: 27, scope: !23)
!40 = !DILocation(line: 38, column: 22, scope: !23)
!41 = !DILocalVariable(name: "seed", scope: !23, file: !1, line: 39, type: !4)
!42 = !DILocation(line: 39, column: 12, scope: !23)
!43 = !DILocation(line: 39, column: 19, scope: !23)
!44 = !DILocation(line: 39, column: 24, scope: !23)
!45 = !DILocation(line: 39, column: 45, scope: !23)
!46 = !DILocation(line: 39, column: 40, scope: !23)
!47 = !DILocalVariable(name: "code", scope: !23, file: !1, line: 40, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!49 = !DILocation(line: 40, column: 18, scope: !23)
!50 = !DILocation(line: 40, column: 44, scope: !23)
!51 = !DILocation(line: 40, column: 36, scope: !23)
!52 = !DILocation(line: 40, column: 34, scope: !23)
!53 = !DILocation(line: 40, column: 46, scope: !23)
!54 = !DILocation(line: 40, column: 25, scope: !23)
!55 = !DILocalVariable(name: "out", scope: !23, file: !1, line: 41, type: !48)
!56 = !DILocation(line: 41, column: 18, scope: !23)
!57 = !DILocation(line: 41, column: 44, scope: !23)
!58 = !DILocation(line: 41, column: 36, scope: !23)
!59 = !DILocation(line: 41, column: 34, scope: !23)
!60 = !DILocation(line: 41, column: 46, scope: !23)
!61 = !DILocation(line: 41, column: 24, scope: !23)
!62 = !DILocalVariable(name: "pc", scope: !23, file: !1, line: 42, type: !26)
!63 = !DILocation(line: 42, column: 7, scope: !23)
!64 = !DILocalVariable(name: "j", scope: !65, file: !1, line: 43, type: !26)
!65 = distinct !DILexicalBlock(scope: !23, file: !1, line: 43, column: 3)
!66 = !DILocation(line: 43, column: 12, scope: !65)
!67 = !DILocation(line: 43, column: 8, scope: !65)
!68 = !DILocation(line: 43, column: 19, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !1, line: 43, column: 3)
!70 = !DILocation(line: 43, column: 23, scope: !69)
!71 = !DILocation(line: 43, column: 21, scope: !69)
!72 = !DILocation(line: 43, column: 3, scope: !65)
!73 = !DILocation(line: 44, column: 12, scope: !74)
!74 = distinct !DILexicalBlock(scope: !69, file: !1, line: 43, column: 31)
!75 = !DILocation(line: 44, column: 17, scope: !74)
!76 = !DILocation(line: 44, column: 31, scope: !74)
!77 = !DILocation(line: 44, column: 10, scope: !74)
!78 = !DILocalVariable(name: "r", scope: !74, file: !1, line: 45, type: !4)
!79 = !DILocation(line: 45, column: 14, scope: !74)
!80 = !DILocation(line: 45, column: 19, scope: !74)
!81 = !DILocation(line: 45, column: 24, scope: !74)
!82 = !DILocation(line: 45, column: 31, scope: !74)
!83 = !DILocation(line: 46, column: 9, scope: !84)
!84 = distinct !DILexicalBlock(scope: !74, file: !1, line: 46, column: 9)
!85 = !DILocation(line: 46, column: 11, scope: !84)
!86 = !DILocation(line: 46, column: 9, scope: !74)
!87 = !DILocation(line: 47, column: 7, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 46, column: 16)
!89 = !DILocation(line: 47, column: 14, scope: !88)
!90 = !DILocation(line: 47, column: 18, scope: !88)
!91 = !DILocation(line: 48, column: 36, scope: !88)
!92 = !DILocation(line: 48, column: 41, scope: !88)
!93 = !DILocation(line: 48, column: 20, scope: !88)
!94 = !DILocation(line: 48, column: 7, scope: !88)
!95 = !DILocation(line: 48, column: 14, scope: !88)
!96 = !DILocation(line: 48, column: 18, scope: !88)
!97 = !DILocation(line: 49, column: 5, scope: !88)
!98 = !DILocation(line: 49, column: 16, scope: !99)
!99 = distinct !DILexicalBlock(scope: !84, file: !1, line: 49, column: 16)
!100 = !DILocation(line: 49, column: 18, scope: !99)
!101 = !DILocation(line: 49, column: 16, scope: !84)
!102 = !DILocation(line: 50, column: 7, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !1, line: 49, column: 23)
!104 = !DILocation(line: 50, column: 14, scope: !103)
!105 = !DILocation(line: 50, column: 18, scope: !103)
!106 = !DILocation(line: 51, column: 41, scope: !103)
!107 = !DILocation(line: 51, column: 46, scope: !103)
!108 = !DILocation(line: 51, column: 53, scope: !103)
!109 = !DILocation(line: 51, column: 38, scope: !103)
!110 = !DILocation(line: 51, column: 20, scope: !103)
!111 = !DILocation(line: 51, column: 7, scope: !103)
!112 = !DILocation(line: 51, column: 14, scope: !103)
!113 = !DILocation(line: 51, column: 18, scope: !103)
!114 = !DILocation(line: 52, column: 35, scope: !103)
!115 = !DILocation(line: 52, column: 20, scope: !103)
!116 = !DILocation(line: 52, column: 7, scope: !103)
!117 = !DILocation(line: 52, column: 14, scope: !103)
!118 = !DILocation(line: 52, column: 18, scope: !103)
!119 = !DILocation(line: 53, column: 5, scope: !103)
!120 = !DILocation(line: 54, column: 7, scope: !121)
!121 = distinct !DILexicalBlock(scope: !99, file: !1, line: 53, column: 12)
!122 = !DILocation(line: 54, column: 14, scope: !121)
!123 = !DILocation(line: 54, column: 18, scope: !121)
!124 = !DILocation(line: 55, column: 41, scope: !121)
!125 = !DILocation(line: 55, column: 46, scope: !121)
!126 = !DILocation(line: 55, column: 53, scope: !121)
!127 = !DILocation(line: 55, column: 38, scope: !121)
!128 = !DILocation(line: 55, column: 20, scope: !121)
!129 = !DILocation(line: 55, column: 7, scope: !121)
!130 = !DILocation(line: 55, column: 14, scope: !121)
!131 = !DILocation(line: 55, column: 18, scope: !121)
!132 = !DILocation(line: 57, column: 3, scope: !74)
!133 = !DILocation(line: 43, column: 27, scope: !69)
!134 = !DILocation(line: 43, column: 3, scope: !69)
!135 = distinct !{!135, !72, !136, !137}
!136 = !DILocation(line: 57, column: 3, scope: !65)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !DILocation(line: 58, column: 3, scope: !23)
!139 = !DILocation(line: 58, column: 8, scope: !23)
!140 = !DILocation(line: 58, column: 12, scope: !23)
!141 = !DILocalVariable(name: "len", scope: !23, file: !1, line: 59, type: !142)
!142 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!143 = !DILocation(line: 59, column: 8, scope: !23)
!144 = !DILocation(line: 59, column: 21, scope: !23)
!145 = !DILocation(line: 59, column: 27, scope: !23)
!146 = !DILocation(line: 59, column: 14, scope: !23)
!147 = !DILocalVariable(name: "sum", scope: !23, file: !1, line: 60, type: !142)
!148 = !DILocation(line: 60, column: 8, scope: !23)
!149 = !DILocalVariable(name: "k", scope: !150, file: !1, line: 61, type: !142)
!150 = distinct !DILexicalBlock(scope: !23, file: !1, line: 61, column: 3)
!151 = !DILocation(line: 61, column: 13, scope: !150)
!152 = !DILocation(line: 61, column: 8, scope: !150)
!153 = !DILocation(line: 61, column: 20, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !1, line: 61, column: 3)
!155 = !DILocation(line: 61, column: 24, scope: !154)
!156 = !DILocation(line: 61, column: 22, scope: !154)
!157 = !DILocation(line: 61, column: 3, scope: !150)
!158 = !DILocation(line: 62, column: 12, scope: !154)
!159 = !DILocation(line: 62, column: 16, scope: !154)
!160 = !DILocation(line: 62, column: 9, scope: !154)
!161 = !DILocation(line: 62, column: 5, scope: !154)
!162 = !DILocation(line: 61, column: 30, scope: !154)
!163 = !DILocation(line: 61, column: 3, scope: !154)
!164 = distinct !{!164, !157, !165, !137}
!165 = !DILocation(line: 62, column: 17, scope: !150)
!166 = !DILocation(line: 63, column: 50, scope: !23)
!167 = !DILocation(line: 63, column: 55, scope: !23)
!168 = !DILocation(line: 63, column: 59, scope: !23)
!169 = !DILocation(line: 63, column: 3, scope: !23)
!170 = !DILocation(line: 64, column: 8, scope: !23)
!171 = !DILocation(line: 64, column: 3, scope: !23)
!172 = !DILocation(line: 65, column: 8, scope: !23)
!173 = !DILocation(line: 65, column: 3, scope: !23)
!174 = !DILocation(line: 66, column: 3, scope: !23)
!175 = distinct !DISubprogram(name: "decode", scope: !1, file: !1, line: 11, type: !176, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !30)
!176 = !DISubroutineType(types: !177)
!177 = !{!142, !178, !48}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!180 = !DILocalVariable(name: "in", arg: 1, scope: !175, file: !1, line: 11, type: !178)
!181 = !DILocation(line: 11, column: 41, scope: !175)
!182 = !DILocalVariable(name: "out", arg: 2, scope: !175, file: !1, line: 11, type: !48)
!183 = !DILocation(line: 11, column: 60, scope: !175)
!184 = !DILocalVariable(name: "o", scope: !175, file: !1, line: 13, type: !142)
!185 = !DILocation(line: 13, column: 8, scope: !175)
!186 = !DILocalVariable(name: "i", scope: !175, file: !1, line: 14, type: !26)
!187 = !DILocation(line: 14, column: 7, scope: !175)
!188 = !DILocation(line: 15, column: 3, scope: !175)
!189 = !DILocation(line: 16, column: 13, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !1, line: 15, column: 12)
!191 = distinct !DILexicalBlock(scope: !192, file: !1, line: 15, column: 3)
!192 = distinct !DILexicalBlock(scope: !175, file: !1, line: 15, column: 3)
!193 = !DILocation(line: 16, column: 16, scope: !190)
!194 = !DILocation(line: 16, column: 5, scope: !190)
!195 = !DILocation(line: 18, column: 18, scope: !196)
!196 = distinct !DILexicalBlock(scope: !190, file: !1, line: 16, column: 20)
!197 = !DILocation(line: 18, column: 21, scope: !196)
!198 = !DILocation(line: 18, column: 23, scope: !196)
!199 = !DILocation(line: 18, column: 7, scope: !196)
!200 = !DILocation(line: 18, column: 12, scope: !196)
!201 = !DILocation(line: 18, column: 16, scope: !196)
!202 = !DILocation(line: 19, column: 9, scope: !196)
!203 = !DILocation(line: 20, column: 7, scope: !196)
!204 = !DILocalVariable(name: "k", scope: !205, file: !1, line: 22, type: !26)
!205 = distinct !DILexicalBlock(scope: !196, file: !1, line: 22, column: 7)
!206 = !DILocation(line: 22, column: 16, scope: !205)
!207 = !DILocation(line: 22, column: 12, scope: !205)
!208 = !DILocation(line: 22, column: 23, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !1, line: 22, column: 7)
!210 = !DILocation(line: 22, column: 27, scope: !209)
!211 = !DILocation(line: 22, column: 30, scope: !209)
!212 = !DILocation(line: 22, column: 32, scope: !209)
!213 = !DILocation(line: 22, column: 25, scope: !209)
!214 = !DILocation(line: 22, column: 7, scope: !205)
!215 = !DILocation(line: 23, column: 20, scope: !209)
!216 = !DILocation(line: 23, column: 23, scope: !209)
!217 = !DILocation(line: 23, column: 25, scope: !209)
!218 = !DILocation(line: 23, column: 9, scope: !209)
!219 = !DILocation(line: 23, column: 14, scope: !209)
!220 = !DILocation(line: 23, column: 18, scope: !209)
!221 = !DILocation(line: 22, column: 39, scope: !209)
!222 = !DILocation(line: 22, column: 7, scope: !209)
!223 = distinct !{!223, !214, !224, !137}
!224 = !DILocation(line: 23, column: 28, scope: !205)
!225 = !DILocation(line: 24, column: 9, scope: !196)
!226 = !DILocation(line: 25, column: 7, scope: !196)
!227 = !DILocation(line: 27, column: 12, scope: !196)
!228 = !DILocation(line: 27, column: 15, scope: !196)
!229 = !DILocation(line: 27, column: 17, scope: !196)
!230 = !DILocation(line: 27, column: 9, scope: !196)
!231 = !DILocation(line: 28, column: 9, scope: !196)
!232 = !DILocation(line: 29, column: 7, scope: !196)
!233 = !DILocation(line: 31, column: 14, scope: !196)
!234 = !DILocation(line: 31, column: 7, scope: !196)
!235 = !DILocation(line: 15, column: 3, scope: !191)
!236 = distinct !{!236, !237, !238}
!237 = !DILocation(line: 15, column: 3, scope: !192)
!238 = !DILocation(line: 33, column: 3, scope: !192)
