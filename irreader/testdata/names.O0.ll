; ModuleID = 'names.c'
source_filename = "names.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @scale(i32 noundef %0, i32* noalias noundef %1, i32* noundef %2, i32 noundef %3) #0 !dbg !10 {
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !19, metadata !DIExpression()), !dbg !20
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !21, metadata !DIExpression()), !dbg !22
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %9, metadata !27, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %9, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %10, metadata !29, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %10, align 4, !dbg !31
  br label %11, !dbg !32

11:                                               ; preds = %33, %4
  %12 = load i32, i32* %10, align 4, !dbg !33
  %13 = load i32, i32* %5, align 4, !dbg !35
  %14 = icmp slt i32 %12, %13, !dbg !36
  br i1 %14, label %15, label %36, !dbg !37

15:                                               ; preds = %11
  %16 = load i32*, i32** %7, align 8, !dbg !38
  %17 = load i32, i32* %10, align 4, !dbg !40
  %18 = sext i32 %17 to i64, !dbg !38
  %19 = getelementptr inbounds i32, i32* %16, i64 %18, !dbg !38
  %20 = load i32, i32* %19, align 4, !dbg !38
  %21 = mul nsw i32 2, %20, !dbg !41
  %22 = load i32*, i32** %6, align 8, !dbg !42
  %23 = load i32, i32* %10, align 4, !dbg !43
  %24 = sext i32 %23 to i64, !dbg !42
  %25 = getelementptr inbounds i32, i32* %22, i64 %24, !dbg !42
  store i32 %21, i32* %25, align 4, !dbg !44
  %26 = load i32*, i32** %6, align 8, !dbg !45
  %27 = load i32, i32* %10, align 4, !dbg !46
  %28 = sext i32 %27 to i64, !dbg !45
  %29 = getelementptr inbounds i32, i32* %26, i64 %28, !dbg !45
  %30 = load i32, i32* %29, align 4, !dbg !45
  %31 = load i32, i32* %9, align 4, !dbg !47
  %32 = add nsw i32 %31, %30, !dbg !47
  store i32 %32, i32* %9, align 4, !dbg !47
  br label %33, !dbg !48

33:                                               ; preds = %15
  %34 = load i32, i32* %10, align 4, !dbg !49
  %35 = add nsw i32 %34, 1, !dbg !49
  store i32 %35, i32* %10, align 4, !dbg !49
  br label %11, !dbg !50, !llvm.loop !51

36:                                               ; preds = %11
  %37 = load i32, i32* %9, align 4, !dbg !54
  ret i32 %37, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !56 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [8 x i32], align 16
  %7 = alloca [8 x i32], align 16
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !62, metadata !DIExpression()), !dbg !63
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !64, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata [8 x i32]* %6, metadata !66, metadata !DIExpression()), !dbg !70
  %8 = bitcast [8 x i32]* %6 to i8*, !dbg !70
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %8, i8* align 16 bitcast ([8 x i32]* @__const.main.a to i8*), i64 32, i1 false), !dbg !70
  call void @llvm.dbg.declare(metadata [8 x i32]* %7, metadata !71, metadata !DIExpression()), !dbg !72
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %7, i64 0, i64 0, !dbg !73
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 0, !dbg !74
  %11 = call i32 @scale(i32 noundef 8, i32* noundef %9, i32* noundef %10, i32 noundef 0), !dbg !75
  %12 = load i32, i32* %4, align 4, !dbg !76
  %13 = call i32 @twice(i32 noundef %12), !dbg !77
  %14 = add nsw i32 %11, %13, !dbg !78
  ret i32 %14, !dbg !79
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0) #0 !dbg !80 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !83, metadata !DIExpression()), !dbg !84
  %3 = load i32, i32* %2, align 4, !dbg !85
  %4 = mul nsw i32 2, %3, !dbg !86
  ret i32 %4, !dbg !87
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "names.c", directory: ".", checksumkind: CSK_MD5, checksum: "4f3e7bf4fffe5583d2207886c142a31c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14, !16, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!20 = !DILocation(line: 3, column: 15, scope: !10)
!21 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !1, line: 3, type: !14)
!22 = !DILocation(line: 3, column: 32, scope: !10)
!23 = !DILocalVariable(name: "in", arg: 3, scope: !10, file: !1, line: 3, type: !16)
!24 = !DILocation(line: 3, column: 48, scope: !10)
!25 = !DILocalVariable(name: "unused", arg: 4, scope: !10, file: !1, line: 3, type: !13)
!26 = !DILocation(line: 3, column: 56, scope: !10)
!27 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 4, type: !13)
!28 = !DILocation(line: 4, column: 7, scope: !10)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 5, type: !13)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 3)
!31 = !DILocation(line: 5, column: 12, scope: !30)
!32 = !DILocation(line: 5, column: 8, scope: !30)
!33 = !DILocation(line: 5, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 5, column: 3)
!35 = !DILocation(line: 5, column: 23, scope: !34)
!36 = !DILocation(line: 5, column: 21, scope: !34)
!37 = !DILocation(line: 5, column: 3, scope: !30)
!38 = !DILocation(line: 6, column: 18, scope: !39)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 5, column: 31)
!40 = !DILocation(line: 6, column: 21, scope: !39)
!41 = !DILocation(line: 6, column: 16, scope: !39)
!42 = !DILocation(line: 6, column: 5, scope: !39)
!43 = !DILocation(line: 6, column: 9, scope: !39)
!44 = !DILocation(line: 6, column: 12, scope: !39)
!45 = !DILocation(line: 7, column: 10, scope: !39)
!46 = !DILocation(line: 7, column: 14, scope: !39)
!47 = !DILocation(line: 7, column: 7, scope: !39)
!48 = !DILocation(line: 8, column: 3, scope: !39)
!49 = !DILocation(line: 5, column: 27, scope: !34)
!50 = !DILocation(line: 5, column: 3, scope: !34)
!51 = distinct !{!51, !37, !52, !53}
!52 = !DILocation(line: 8, column: 3, scope: !30)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 9, column: 10, scope: !10)
!55 = !DILocation(line: 9, column: 3, scope: !10)
!56 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !57, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!57 = !DISubroutineType(types: !58)
!58 = !{!13, !13, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!62 = !DILocalVariable(name: "argc", arg: 1, scope: !56, file: !1, line: 14, type: !13)
!63 = !DILocation(line: 14, column: 14, scope: !56)
!64 = !DILocalVariable(name: "argv", arg: 2, scope: !56, file: !1, line: 14, type: !59)
!65 = !DILocation(line: 14, column: 27, scope: !56)
!66 = !DILocalVariable(name: "a", scope: !56, file: !1, line: 15, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 8)
!70 = !DILocation(line: 15, column: 7, scope: !56)
!71 = !DILocalVariable(name: "b", scope: !56, file: !1, line: 15, type: !67)
!72 = !DILocation(line: 15, column: 40, scope: !56)
!73 = !DILocation(line: 16, column: 19, scope: !56)
!74 = !DILocation(line: 16, column: 22, scope: !56)
!75 = !DILocation(line: 16, column: 10, scope: !56)
!76 = !DILocation(line: 16, column: 36, scope: !56)
!77 = !DILocation(line: 16, column: 30, scope: !56)
!78 = !DILocation(line: 16, column: 28, scope: !56)
!79 = !DILocation(line: 16, column: 3, scope: !56)
!80 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 12, type: !81, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!81 = !DISubroutineType(types: !82)
!82 = !{!13, !13}
!83 = !DILocalVariable(name: "k", arg: 1, scope: !80, file: !1, line: 12, type: !13)
!84 = !DILocation(line: 12, column: 22, scope: !80)
!85 = !DILocation(line: 12, column: 38, scope: !80)
!86 = !DILocation(line: 12, column: 36, scope: !80)
!87 = !DILocation(line: 12, column: 27, scope: !80)
