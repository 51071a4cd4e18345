; ModuleID = 'failexit.c'
source_filename = "failexit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [13 x i8] c"bad size %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @check(i32 noundef %0, double* noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !18, metadata !DIExpression()), !dbg !19
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !20, metadata !DIExpression()), !dbg !21
  %5 = load i32, i32* %3, align 4, !dbg !22
  %6 = icmp sle i32 %5, 0, !dbg !24
  br i1 %6, label %7, label %11, !dbg !25

7:                                                ; preds = %2
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !26
  %9 = load i32, i32* %3, align 4, !dbg !28
  %10 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %8, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %9), !dbg !29
  call void @exit(i32 noundef 2) #4, !dbg !30
  unreachable, !dbg !30

11:                                               ; preds = %2
  %12 = load double*, double** %4, align 8, !dbg !31
  %13 = icmp eq double* %12, null, !dbg !33
  br i1 %13, label %14, label %15, !dbg !34

14:                                               ; preds = %11
  call void @abort() #4, !dbg !35
  unreachable, !dbg !35

15:                                               ; preds = %11
  ret void, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @finish(i32 noundef %0) #0 !dbg !37 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !40, metadata !DIExpression()), !dbg !41
  %3 = load i32, i32* %2, align 4, !dbg !42
  %4 = icmp ne i32 %3, 0, !dbg !42
  br i1 %4, label %5, label %7, !dbg !44

5:                                                ; preds = %1
  %6 = call i32 @puts(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)), !dbg !45
  call void @exit(i32 noundef 0) #4, !dbg !47
  unreachable, !dbg !47

7:                                                ; preds = %1
  ret void, !dbg !48
}

declare i32 @puts(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "failexit.c", directory: "/work/main/loops/testdata", checksumkind: CSK_MD5, checksum: "9bd7468bb27277f6ca716840416f7b17")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "check", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!19 = !DILocation(line: 8, column: 16, scope: !10)
!20 = !DILocalVariable(name: "p", arg: 2, scope: !10, file: !1, line: 8, type: !14)
!21 = !DILocation(line: 8, column: 33, scope: !10)
!22 = !DILocation(line: 9, column: 7, scope: !23)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 7)
!24 = !DILocation(line: 9, column: 9, scope: !23)
!25 = !DILocation(line: 9, column: 7, scope: !10)
!26 = !DILocation(line: 10, column: 13, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 9, column: 15)
!28 = !DILocation(line: 10, column: 38, scope: !27)
!29 = !DILocation(line: 10, column: 5, scope: !27)
!30 = !DILocation(line: 11, column: 5, scope: !27)
!31 = !DILocation(line: 13, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 7)
!33 = !DILocation(line: 13, column: 9, scope: !32)
!34 = !DILocation(line: 13, column: 7, scope: !10)
!35 = !DILocation(line: 14, column: 5, scope: !32)
!36 = !DILocation(line: 15, column: 1, scope: !10)
!37 = distinct !DISubprogram(name: "finish", scope: !1, file: !1, line: 17, type: !38, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !13}
!40 = !DILocalVariable(name: "done", arg: 1, scope: !37, file: !1, line: 17, type: !13)
!41 = !DILocation(line: 17, column: 17, scope: !37)
!42 = !DILocation(line: 18, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !37, file: !1, line: 18, column: 7)
!44 = !DILocation(line: 18, column: 7, scope: !37)
!45 = !DILocation(line: 19, column: 5, scope: !46)
!46 = distinct !DILexicalBlock(scope: !43, file: !1, line: 18, column: 13)
!47 = !DILocation(line: 20, column: 5, scope: !46)
!48 = !DILocation(line: 22, column: 1, scope: !37)
