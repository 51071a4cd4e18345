; ModuleID = 'args_getopt_pos.c'
source_filename = "args_getopt_pos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [4 x i8] c"vr:\00", align 1
@optarg = external global i8*, align 8
@optind = external global i32, align 4
@.str.1 = private unnamed_addr constant [19 x i8] c"n=%d m=%d reps=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@stderr = external global %struct._IO_FILE*, align 8
@.str.3 = private unnamed_addr constant [27 x i8] c"usage: %s [-v] [-r R] N M\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 0, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 1, i32* %7, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %8, metadata !26, metadata !DIExpression()), !dbg !27
  br label %18, !dbg !28

18:                                               ; preds = %38, %2
  %19 = load i32, i32* %4, align 4, !dbg !29
  %20 = load i8**, i8*** %5, align 8, !dbg !30
  %21 = call i32 @getopt(i32 noundef %19, i8** noundef %20, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)) #6, !dbg !31
  store i32 %21, i32* %8, align 4, !dbg !32
  %22 = icmp ne i32 %21, -1, !dbg !33
  br i1 %22, label %23, label %39, !dbg !28

23:                                               ; preds = %18
  %24 = load i32, i32* %8, align 4, !dbg !34
  %25 = icmp eq i32 %24, 118, !dbg !37
  br i1 %25, label %26, label %27, !dbg !38

26:                                               ; preds = %23
  store i32 1, i32* %6, align 4, !dbg !39
  br label %38, !dbg !40

27:                                               ; preds = %23
  %28 = load i32, i32* %8, align 4, !dbg !41
  %29 = icmp eq i32 %28, 114, !dbg !43
  br i1 %29, label %30, label %33, !dbg !44

30:                                               ; preds = %27
  %31 = load i8*, i8** @optarg, align 8, !dbg !45
  %32 = call i32 @atoi(i8* noundef %31) #7, !dbg !46
  store i32 %32, i32* %7, align 4, !dbg !47
  br label %37, !dbg !48

33:                                               ; preds = %27
  %34 = load i8**, i8*** %5, align 8, !dbg !49
  %35 = getelementptr inbounds i8*, i8** %34, i64 0, !dbg !49
  %36 = load i8*, i8** %35, align 8, !dbg !49
  call void @usage(i8* noundef %36), !dbg !50
  br label %37

37:                                               ; preds = %33, %30
  br label %38

38:                                               ; preds = %37, %26
  br label %18, !dbg !28, !llvm.loop !51

39:                                               ; preds = %18
  %40 = load i32, i32* %4, align 4, !dbg !54
  %41 = load i32, i32* @optind, align 4, !dbg !56
  %42 = sub nsw i32 %40, %41, !dbg !57
  %43 = icmp slt i32 %42, 2, !dbg !58
  br i1 %43, label %44, label %48, !dbg !59

44:                                               ; preds = %39
  %45 = load i8**, i8*** %5, align 8, !dbg !60
  %46 = getelementptr inbounds i8*, i8** %45, i64 0, !dbg !60
  %47 = load i8*, i8** %46, align 8, !dbg !60
  call void @usage(i8* noundef %47), !dbg !61
  br label %48, !dbg !61

48:                                               ; preds = %44, %39
  call void @llvm.dbg.declare(metadata i32* %9, metadata !62, metadata !DIExpression()), !dbg !63
  %49 = load i8**, i8*** %5, align 8, !dbg !64
  %50 = load i32, i32* @optind, align 4, !dbg !65
  %51 = sext i32 %50 to i64, !dbg !64
  %52 = getelementptr inbounds i8*, i8** %49, i64 %51, !dbg !64
  %53 = load i8*, i8** %52, align 8, !dbg !64
  %54 = call i32 @atoi(i8* noundef %53) #7, !dbg !66
  store i32 %54, i32* %9, align 4, !dbg !63
  call void @llvm.dbg.declare(metadata i32* %10, metadata !67, metadata !DIExpression()), !dbg !68
  %55 = load i8**, i8*** %5, align 8, !dbg !69
  %56 = load i32, i32* @optind, align 4, !dbg !70
  %57 = add nsw i32 %56, 1, !dbg !71
  %58 = sext i32 %57 to i64, !dbg !69
  %59 = getelementptr inbounds i8*, i8** %55, i64 %58, !dbg !69
  %60 = load i8*, i8** %59, align 8, !dbg !69
  %61 = call i32 @atoi(i8* noundef %60) #7, !dbg !72
  store i32 %61, i32* %10, align 4, !dbg !68
  call void @llvm.dbg.declare(metadata double** %11, metadata !73, metadata !DIExpression()), !dbg !76
  %62 = load i32, i32* %9, align 4, !dbg !77
  %63 = sext i32 %62 to i64, !dbg !77
  %64 = mul i64 8, %63, !dbg !78
  %65 = load i32, i32* %10, align 4, !dbg !79
  %66 = sext i32 %65 to i64, !dbg !79
  %67 = mul i64 %64, %66, !dbg !80
  %68 = call noalias i8* @malloc(i64 noundef %67) #6, !dbg !81
  %69 = bitcast i8* %68 to double*, !dbg !81
  store double* %69, double** %11, align 8, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %12, metadata !82, metadata !DIExpression()), !dbg !84
  store i32 0, i32* %12, align 4, !dbg !84
  br label %70, !dbg !85

70:                                               ; preds = %96, %48
  %71 = load i32, i32* %12, align 4, !dbg !86
  %72 = load i32, i32* %9, align 4, !dbg !88
  %73 = icmp slt i32 %71, %72, !dbg !89
  br i1 %73, label %74, label %99, !dbg !90

74:                                               ; preds = %70
  call void @llvm.dbg.declare(metadata i32* %13, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 0, i32* %13, align 4, !dbg !93
  br label %75, !dbg !94

75:                                               ; preds = %92, %74
  %76 = load i32, i32* %13, align 4, !dbg !95
  %77 = load i32, i32* %10, align 4, !dbg !97
  %78 = icmp slt i32 %76, %77, !dbg !98
  br i1 %78, label %79, label %95, !dbg !99

79:                                               ; preds = %75
  %80 = load i32, i32* %12, align 4, !dbg !100
  %81 = load i32, i32* %13, align 4, !dbg !101
  %82 = add nsw i32 %80, %81, !dbg !102
  %83 = sitofp i32 %82 to double, !dbg !100
  %84 = load double*, double** %11, align 8, !dbg !103
  %85 = load i32, i32* %12, align 4, !dbg !104
  %86 = load i32, i32* %10, align 4, !dbg !105
  %87 = mul nsw i32 %85, %86, !dbg !106
  %88 = load i32, i32* %13, align 4, !dbg !107
  %89 = add nsw i32 %87, %88, !dbg !108
  %90 = sext i32 %89 to i64, !dbg !103
  %91 = getelementptr inbounds double, double* %84, i64 %90, !dbg !103
  store double %83, double* %91, align 8, !dbg !109
  br label %92, !dbg !103

92:                                               ; preds = %79
  %93 = load i32, i32* %13, align 4, !dbg !110
  %94 = add nsw i32 %93, 1, !dbg !110
  store i32 %94, i32* %13, align 4, !dbg !110
  br label %75, !dbg !111, !llvm.loop !112

95:                                               ; preds = %75
  br label %96, !dbg !113

96:                                               ; preds = %95
  %97 = load i32, i32* %12, align 4, !dbg !114
  %98 = add nsw i32 %97, 1, !dbg !114
  store i32 %98, i32* %12, align 4, !dbg !114
  br label %70, !dbg !115, !llvm.loop !116

99:                                               ; preds = %70
  call void @llvm.dbg.declare(metadata double* %14, metadata !118, metadata !DIExpression()), !dbg !119
  store double 0.000000e+00, double* %14, align 8, !dbg !119
  call void @llvm.dbg.declare(metadata i32* %15, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %15, align 4, !dbg !122
  br label %100, !dbg !123

100:                                              ; preds = %134, %99
  %101 = load i32, i32* %15, align 4, !dbg !124
  %102 = load i32, i32* %7, align 4, !dbg !126
  %103 = icmp slt i32 %101, %102, !dbg !127
  br i1 %103, label %104, label %137, !dbg !128

104:                                              ; preds = %100
  call void @llvm.dbg.declare(metadata i32* %16, metadata !129, metadata !DIExpression()), !dbg !131
  store i32 0, i32* %16, align 4, !dbg !131
  br label %105, !dbg !132

105:                                              ; preds = %130, %104
  %106 = load i32, i32* %16, align 4, !dbg !133
  %107 = load i32, i32* %10, align 4, !dbg !135
  %108 = icmp slt i32 %106, %107, !dbg !136
  br i1 %108, label %109, label %133, !dbg !137

109:                                              ; preds = %105
  call void @llvm.dbg.declare(metadata i32* %17, metadata !138, metadata !DIExpression()), !dbg !140
  store i32 0, i32* %17, align 4, !dbg !140
  br label %110, !dbg !141

110:                                              ; preds = %126, %109
  %111 = load i32, i32* %17, align 4, !dbg !142
  %112 = load i32, i32* %9, align 4, !dbg !144
  %113 = icmp slt i32 %111, %112, !dbg !145
  br i1 %113, label %114, label %129, !dbg !146

114:                                              ; preds = %110
  %115 = load double*, double** %11, align 8, !dbg !147
  %116 = load i32, i32* %17, align 4, !dbg !148
  %117 = load i32, i32* %10, align 4, !dbg !149
  %118 = mul nsw i32 %116, %117, !dbg !150
  %119 = load i32, i32* %16, align 4, !dbg !151
  %120 = add nsw i32 %118, %119, !dbg !152
  %121 = sext i32 %120 to i64, !dbg !147
  %122 = getelementptr inbounds double, double* %115, i64 %121, !dbg !147
  %123 = load double, double* %122, align 8, !dbg !147
  %124 = load double, double* %14, align 8, !dbg !153
  %125 = fadd double %124, %123, !dbg !153
  store double %125, double* %14, align 8, !dbg !153
  br label %126, !dbg !154

126:                                              ; preds = %114
  %127 = load i32, i32* %17, align 4, !dbg !155
  %128 = add nsw i32 %127, 1, !dbg !155
  store i32 %128, i32* %17, align 4, !dbg !155
  br label %110, !dbg !156, !llvm.loop !157

129:                                              ; preds = %110
  br label %130, !dbg !158

130:                                              ; preds = %129
  %131 = load i32, i32* %16, align 4, !dbg !159
  %132 = add nsw i32 %131, 2, !dbg !159
  store i32 %132, i32* %16, align 4, !dbg !159
  br label %105, !dbg !160, !llvm.loop !161

133:                                              ; preds = %105
  br label %134, !dbg !162

134:                                              ; preds = %133
  %135 = load i32, i32* %15, align 4, !dbg !163
  %136 = add nsw i32 %135, 1, !dbg !163
  store i32 %136, i32* %15, align 4, !dbg !163
  br label %100, !dbg !164, !llvm.loop !165

137:                                              ; preds = %100
  %138 = load i32, i32* %6, align 4, !dbg !167
  %139 = icmp ne i32 %138, 0, !dbg !167
  br i1 %139, label %140, label %145, !dbg !169

140:                                              ; preds = %137
  %141 = load i32, i32* %9, align 4, !dbg !170
  %142 = load i32, i32* %10, align 4, !dbg !171
  %143 = load i32, i32* %7, align 4, !dbg !172
  %144 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %141, i32 noundef %142, i32 noundef %143), !dbg !173
  br label %145, !dbg !173

145:                                              ; preds = %140, %137
  %146 = load double, double* %14, align 8, !dbg !174
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %146), !dbg !175
  ret i32 0, !dbg !176
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @getopt(i32 noundef, i8** noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @usage(i8* noundef %0) #0 !dbg !177 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !182, metadata !DIExpression()), !dbg !183
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !184
  %4 = load i8*, i8** %2, align 8, !dbg !185
  %5 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %3, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.3, i64 0, i64 0), i8* noundef %4), !dbg !186
  call void @exit(i32 noundef 1) #8, !dbg !187
  unreachable, !dbg !187
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #4

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_getopt_pos.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "129c1a423048b1b129be890f499d733d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 11, type: !13)
!19 = !DILocation(line: 11, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 11, type: !14)
!21 = !DILocation(line: 11, column: 27, scope: !10)
!22 = !DILocalVariable(name: "verbose", scope: !10, file: !1, line: 12, type: !13)
!23 = !DILocation(line: 12, column: 7, scope: !10)
!24 = !DILocalVariable(name: "reps", scope: !10, file: !1, line: 12, type: !13)
!25 = !DILocation(line: 12, column: 20, scope: !10)
!26 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 12, type: !13)
!27 = !DILocation(line: 12, column: 30, scope: !10)
!28 = !DILocation(line: 13, column: 3, scope: !10)
!29 = !DILocation(line: 13, column: 22, scope: !10)
!30 = !DILocation(line: 13, column: 28, scope: !10)
!31 = !DILocation(line: 13, column: 15, scope: !10)
!32 = !DILocation(line: 13, column: 13, scope: !10)
!33 = !DILocation(line: 13, column: 42, scope: !10)
!34 = !DILocation(line: 14, column: 9, scope: !35)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 14, column: 9)
!36 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 49)
!37 = !DILocation(line: 14, column: 11, scope: !35)
!38 = !DILocation(line: 14, column: 9, scope: !36)
!39 = !DILocation(line: 15, column: 15, scope: !35)
!40 = !DILocation(line: 15, column: 7, scope: !35)
!41 = !DILocation(line: 16, column: 14, scope: !42)
!42 = distinct !DILexicalBlock(scope: !35, file: !1, line: 16, column: 14)
!43 = !DILocation(line: 16, column: 16, scope: !42)
!44 = !DILocation(line: 16, column: 14, scope: !35)
!45 = !DILocation(line: 17, column: 19, scope: !42)
!46 = !DILocation(line: 17, column: 14, scope: !42)
!47 = !DILocation(line: 17, column: 12, scope: !42)
!48 = !DILocation(line: 17, column: 7, scope: !42)
!49 = !DILocation(line: 19, column: 13, scope: !42)
!50 = !DILocation(line: 19, column: 7, scope: !42)
!51 = distinct !{!51, !28, !52, !53}
!52 = !DILocation(line: 20, column: 3, scope: !10)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 21, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 7)
!56 = !DILocation(line: 21, column: 14, scope: !55)
!57 = !DILocation(line: 21, column: 12, scope: !55)
!58 = !DILocation(line: 21, column: 21, scope: !55)
!59 = !DILocation(line: 21, column: 7, scope: !10)
!60 = !DILocation(line: 22, column: 11, scope: !55)
!61 = !DILocation(line: 22, column: 5, scope: !55)
!62 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 23, type: !13)
!63 = !DILocation(line: 23, column: 7, scope: !10)
!64 = !DILocation(line: 23, column: 16, scope: !10)
!65 = !DILocation(line: 23, column: 21, scope: !10)
!66 = !DILocation(line: 23, column: 11, scope: !10)
!67 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 23, type: !13)
!68 = !DILocation(line: 23, column: 31, scope: !10)
!69 = !DILocation(line: 23, column: 40, scope: !10)
!70 = !DILocation(line: 23, column: 45, scope: !10)
!71 = !DILocation(line: 23, column: 52, scope: !10)
!72 = !DILocation(line: 23, column: 35, scope: !10)
!73 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 24, type: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!76 = !DILocation(line: 24, column: 11, scope: !10)
!77 = !DILocation(line: 24, column: 39, scope: !10)
!78 = !DILocation(line: 24, column: 37, scope: !10)
!79 = !DILocation(line: 24, column: 43, scope: !10)
!80 = !DILocation(line: 24, column: 41, scope: !10)
!81 = !DILocation(line: 24, column: 15, scope: !10)
!82 = !DILocalVariable(name: "i", scope: !83, file: !1, line: 25, type: !13)
!83 = distinct !DILexicalBlock(scope: !10, file: !1, line: 25, column: 3)
!84 = !DILocation(line: 25, column: 12, scope: !83)
!85 = !DILocation(line: 25, column: 8, scope: !83)
!86 = !DILocation(line: 25, column: 19, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 25, column: 3)
!88 = !DILocation(line: 25, column: 23, scope: !87)
!89 = !DILocation(line: 25, column: 21, scope: !87)
!90 = !DILocation(line: 25, column: 3, scope: !83)
!91 = !DILocalVariable(name: "j", scope: !92, file: !1, line: 26, type: !13)
!92 = distinct !DILexicalBlock(scope: !87, file: !1, line: 26, column: 5)
!93 = !DILocation(line: 26, column: 14, scope: !92)
!94 = !DILocation(line: 26, column: 10, scope: !92)
!95 = !DILocation(line: 26, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !1, line: 26, column: 5)
!97 = !DILocation(line: 26, column: 25, scope: !96)
!98 = !DILocation(line: 26, column: 23, scope: !96)
!99 = !DILocation(line: 26, column: 5, scope: !92)
!100 = !DILocation(line: 27, column: 22, scope: !96)
!101 = !DILocation(line: 27, column: 26, scope: !96)
!102 = !DILocation(line: 27, column: 24, scope: !96)
!103 = !DILocation(line: 27, column: 7, scope: !96)
!104 = !DILocation(line: 27, column: 9, scope: !96)
!105 = !DILocation(line: 27, column: 13, scope: !96)
!106 = !DILocation(line: 27, column: 11, scope: !96)
!107 = !DILocation(line: 27, column: 17, scope: !96)
!108 = !DILocation(line: 27, column: 15, scope: !96)
!109 = !DILocation(line: 27, column: 20, scope: !96)
!110 = !DILocation(line: 26, column: 29, scope: !96)
!111 = !DILocation(line: 26, column: 5, scope: !96)
!112 = distinct !{!112, !99, !113, !53}
!113 = !DILocation(line: 27, column: 26, scope: !92)
!114 = !DILocation(line: 25, column: 27, scope: !87)
!115 = !DILocation(line: 25, column: 3, scope: !87)
!116 = distinct !{!116, !90, !117, !53}
!117 = !DILocation(line: 27, column: 26, scope: !83)
!118 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 28, type: !75)
!119 = !DILocation(line: 28, column: 10, scope: !10)
!120 = !DILocalVariable(name: "r", scope: !121, file: !1, line: 29, type: !13)
!121 = distinct !DILexicalBlock(scope: !10, file: !1, line: 29, column: 3)
!122 = !DILocation(line: 29, column: 12, scope: !121)
!123 = !DILocation(line: 29, column: 8, scope: !121)
!124 = !DILocation(line: 29, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 29, column: 3)
!126 = !DILocation(line: 29, column: 23, scope: !125)
!127 = !DILocation(line: 29, column: 21, scope: !125)
!128 = !DILocation(line: 29, column: 3, scope: !121)
!129 = !DILocalVariable(name: "j", scope: !130, file: !1, line: 30, type: !13)
!130 = distinct !DILexicalBlock(scope: !125, file: !1, line: 30, column: 5)
!131 = !DILocation(line: 30, column: 14, scope: !130)
!132 = !DILocation(line: 30, column: 10, scope: !130)
!133 = !DILocation(line: 30, column: 21, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !1, line: 30, column: 5)
!135 = !DILocation(line: 30, column: 25, scope: !134)
!136 = !DILocation(line: 30, column: 23, scope: !134)
!137 = !DILocation(line: 30, column: 5, scope: !130)
!138 = !DILocalVariable(name: "i", scope: !139, file: !1, line: 31, type: !13)
!139 = distinct !DILexicalBlock(scope: !134, file: !1, line: 31, column: 7)
!140 = !DILocation(line: 31, column: 16, scope: !139)
!141 = !DILocation(line: 31, column: 12, scope: !139)
!142 = !DILocation(line: 31, column: 23, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !1, line: 31, column: 7)
!144 = !DILocation(line: 31, column: 27, scope: !143)
!145 = !DILocation(line: 31, column: 25, scope: !143)
!146 = !DILocation(line: 31, column: 7, scope: !139)
!147 = !DILocation(line: 32, column: 14, scope: !143)
!148 = !DILocation(line: 32, column: 16, scope: !143)
!149 = !DILocation(line: 32, column: 20, scope: !143)
!150 = !DILocation(line: 32, column: 18, scope: !143)
!151 = !DILocation(line: 32, column: 24, scope: !143)
!152 = !DILocation(line: 32, column: 22, scope: !143)
!153 = !DILocation(line: 32, column: 11, scope: !143)
!154 = !DILocation(line: 32, column: 9, scope: !143)
!155 = !DILocation(line: 31, column: 31, scope: !143)
!156 = !DILocation(line: 31, column: 7, scope: !143)
!157 = distinct !{!157, !146, !158, !53}
!158 = !DILocation(line: 32, column: 25, scope: !139)
!159 = !DILocation(line: 30, column: 30, scope: !134)
!160 = !DILocation(line: 30, column: 5, scope: !134)
!161 = distinct !{!161, !137, !162, !53}
!162 = !DILocation(line: 32, column: 25, scope: !130)
!163 = !DILocation(line: 29, column: 30, scope: !125)
!164 = !DILocation(line: 29, column: 3, scope: !125)
!165 = distinct !{!165, !128, !166, !53}
!166 = !DILocation(line: 32, column: 25, scope: !121)
!167 = !DILocation(line: 33, column: 7, scope: !168)
!168 = distinct !DILexicalBlock(scope: !10, file: !1, line: 33, column: 7)
!169 = !DILocation(line: 33, column: 7, scope: !10)
!170 = !DILocation(line: 34, column: 35, scope: !168)
!171 = !DILocation(line: 34, column: 38, scope: !168)
!172 = !DILocation(line: 34, column: 41, scope: !168)
!173 = !DILocation(line: 34, column: 5, scope: !168)
!174 = !DILocation(line: 35, column: 18, scope: !10)
!175 = !DILocation(line: 35, column: 3, scope: !10)
!176 = !DILocation(line: 36, column: 3, scope: !10)
!177 = distinct !DISubprogram(name: "usage", scope: !1, file: !1, line: 7, type: !178, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!182 = !DILocalVariable(name: "p", arg: 1, scope: !177, file: !1, line: 7, type: !180)
!183 = !DILocation(line: 7, column: 31, scope: !177)
!184 = !DILocation(line: 8, column: 11, scope: !177)
!185 = !DILocation(line: 8, column: 50, scope: !177)
!186 = !DILocation(line: 8, column: 3, scope: !177)
!187 = !DILocation(line: 9, column: 3, scope: !177)
