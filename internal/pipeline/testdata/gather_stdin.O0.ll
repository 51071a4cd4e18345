; ModuleID = 'gather_stdin.c'
source_filename = "gather_stdin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type opaque

@idx = dso_local global [1000 x i32] zeroinitializer, align 16, !dbg !0
@stdin = external global %struct._IO_FILE*, align 8
@x = dso_local global [4096 x double] zeroinitializer, align 16, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !23 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !dbg !27
  %5 = call i64 @fread(i8* noundef bitcast ([1000 x i32]* @idx to i8*), i64 noundef 4000, i64 noundef 1, %struct._IO_FILE* noundef %4), !dbg !28
  call void @llvm.dbg.declare(metadata double* %2, metadata !29, metadata !DIExpression()), !dbg !30
  store double 0.000000e+00, double* %2, align 8, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %3, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %3, align 4, !dbg !33
  br label %6, !dbg !34

6:                                                ; preds = %20, %0
  %7 = load i32, i32* %3, align 4, !dbg !35
  %8 = icmp slt i32 %7, 1000, !dbg !37
  br i1 %8, label %9, label %23, !dbg !38

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4, !dbg !39
  %11 = sext i32 %10 to i64, !dbg !40
  %12 = getelementptr inbounds [1000 x i32], [1000 x i32]* @idx, i64 0, i64 %11, !dbg !40
  %13 = load i32, i32* %12, align 4, !dbg !40
  %14 = and i32 %13, 4095, !dbg !41
  %15 = sext i32 %14 to i64, !dbg !42
  %16 = getelementptr inbounds [4096 x double], [4096 x double]* @x, i64 0, i64 %15, !dbg !42
  %17 = load double, double* %16, align 8, !dbg !42
  %18 = load double, double* %2, align 8, !dbg !43
  %19 = fadd double %18, %17, !dbg !43
  store double %19, double* %2, align 8, !dbg !43
  br label %20, !dbg !44

20:                                               ; preds = %9
  %21 = load i32, i32* %3, align 4, !dbg !45
  %22 = add nsw i32 %21, 1, !dbg !45
  store i32 %22, i32* %3, align 4, !dbg !45
  br label %6, !dbg !46, !llvm.loop !47

23:                                               ; preds = %6
  %24 = load double, double* %2, align 8, !dbg !50
  %25 = fcmp ogt double %24, 0.000000e+00, !dbg !51
  %26 = zext i1 %25 to i32, !dbg !51
  ret i32 %26, !dbg !52
}

declare i64 @fread(i8* noundef, i64 noundef, i64 noundef, %struct._IO_FILE* noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "idx", scope: !2, file: !3, line: 4, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gather_stdin.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "c05d750a8590bf5db03000744f56569e")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 5, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 262144, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 4096)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32000, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 1000)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !24, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!12}
!26 = !{}
!27 = !DILocation(line: 8, column: 29, scope: !23)
!28 = !DILocation(line: 8, column: 3, scope: !23)
!29 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 9, type: !8)
!30 = !DILocation(line: 9, column: 10, scope: !23)
!31 = !DILocalVariable(name: "k", scope: !32, file: !3, line: 10, type: !12)
!32 = distinct !DILexicalBlock(scope: !23, file: !3, line: 10, column: 3)
!33 = !DILocation(line: 10, column: 12, scope: !32)
!34 = !DILocation(line: 10, column: 8, scope: !32)
!35 = !DILocation(line: 10, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 10, column: 3)
!37 = !DILocation(line: 10, column: 21, scope: !36)
!38 = !DILocation(line: 10, column: 3, scope: !32)
!39 = !DILocation(line: 11, column: 16, scope: !36)
!40 = !DILocation(line: 11, column: 12, scope: !36)
!41 = !DILocation(line: 11, column: 19, scope: !36)
!42 = !DILocation(line: 11, column: 10, scope: !36)
!43 = !DILocation(line: 11, column: 7, scope: !36)
!44 = !DILocation(line: 11, column: 5, scope: !36)
!45 = !DILocation(line: 10, column: 30, scope: !36)
!46 = !DILocation(line: 10, column: 3, scope: !36)
!47 = distinct !{!47, !38, !48, !49}
!48 = !DILocation(line: 11, column: 25, scope: !32)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 12, column: 10, scope: !23)
!51 = !DILocation(line: 12, column: 12, scope: !23)
!52 = !DILocation(line: 12, column: 3, scope: !23)
