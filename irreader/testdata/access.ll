; Input for TestAccess: clang-14 -S -emit-llvm -g -gdwarf-4 -fno-discard-value-names -O0
; of the C below, attributes trimmed. The expected accesses in mem_test.go are read
; off the C source, not off this IR.
;
;   int G[10][20];
;   double sum;
;   void f(double *A, int n) {
;     int arr[4][5];
;     int i = 1, j = 2;
;     arr[i][j] = G[i][j + 1];
;     A[i] = A[i + 1] * 2;
;     sum = sum + A[n];
;   }
;
source_filename = "access.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@G = dso_local global [10 x [20 x i32]] zeroinitializer, align 16, !dbg !0
@sum = dso_local global double 0.000000e+00, align 8, !dbg !5

define dso_local void @f(double* noundef %A, i32 noundef %n) !dbg !21 {
entry:
  %A.addr = alloca double*, align 8
  %n.addr = alloca i32, align 4
  %arr = alloca [4 x [5 x i32]], align 16
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store double* %A, double** %A.addr, align 8
  call void @llvm.dbg.declare(metadata double** %A.addr, metadata !26, metadata !DIExpression()), !dbg !27
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata [4 x [5 x i32]]* %arr, metadata !30, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %i, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 1, i32* %i, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %j, metadata !38, metadata !DIExpression()), !dbg !39
  store i32 2, i32* %j, align 4, !dbg !39
  %0 = load i32, i32* %i, align 4, !dbg !40
  %idxprom = sext i32 %0 to i64, !dbg !41
  %arrayidx = getelementptr inbounds [10 x [20 x i32]], [10 x [20 x i32]]* @G, i64 0, i64 %idxprom, !dbg !41
  %1 = load i32, i32* %j, align 4, !dbg !42
  %add = add nsw i32 %1, 1, !dbg !43
  %idxprom1 = sext i32 %add to i64, !dbg !41
  %arrayidx2 = getelementptr inbounds [20 x i32], [20 x i32]* %arrayidx, i64 0, i64 %idxprom1, !dbg !41
  %2 = load i32, i32* %arrayidx2, align 4, !dbg !41
  %3 = load i32, i32* %i, align 4, !dbg !44
  %idxprom3 = sext i32 %3 to i64, !dbg !45
  %arrayidx4 = getelementptr inbounds [4 x [5 x i32]], [4 x [5 x i32]]* %arr, i64 0, i64 %idxprom3, !dbg !45
  %4 = load i32, i32* %j, align 4, !dbg !46
  %idxprom5 = sext i32 %4 to i64, !dbg !45
  %arrayidx6 = getelementptr inbounds [5 x i32], [5 x i32]* %arrayidx4, i64 0, i64 %idxprom5, !dbg !45
  store i32 %2, i32* %arrayidx6, align 4, !dbg !47
  %5 = load double*, double** %A.addr, align 8, !dbg !48
  %6 = load i32, i32* %i, align 4, !dbg !49
  %add7 = add nsw i32 %6, 1, !dbg !50
  %idxprom8 = sext i32 %add7 to i64, !dbg !48
  %arrayidx9 = getelementptr inbounds double, double* %5, i64 %idxprom8, !dbg !48
  %7 = load double, double* %arrayidx9, align 8, !dbg !48
  %mul = fmul double %7, 2.000000e+00, !dbg !51
  %8 = load double*, double** %A.addr, align 8, !dbg !52
  %9 = load i32, i32* %i, align 4, !dbg !53
  %idxprom10 = sext i32 %9 to i64, !dbg !52
  %arrayidx11 = getelementptr inbounds double, double* %8, i64 %idxprom10, !dbg !52
  store double %mul, double* %arrayidx11, align 8, !dbg !54
  %10 = load double, double* @sum, align 8, !dbg !55
  %11 = load double*, double** %A.addr, align 8, !dbg !56
  %12 = load i32, i32* %n.addr, align 4, !dbg !57
  %idxprom12 = sext i32 %12 to i64, !dbg !56
  %arrayidx13 = getelementptr inbounds double, double* %11, i64 %idxprom12, !dbg !56
  %13 = load double, double* %arrayidx13, align 8, !dbg !56
  %add14 = fadd double %10, %13, !dbg !58
  store double %add14, double* @sum, align 8, !dbg !59
  ret void, !dbg !60
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)


!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 1, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "access.c", directory: ".")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 2, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 6400, elements: !10)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11, !12}
!11 = !DISubrange(count: 10)
!12 = !DISubrange(count: 20)
!13 = !{i32 7, !"Dwarf Version", i32 4}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 3, type: !22, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !24, !9}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "A", arg: 1, scope: !21, file: !3, line: 3, type: !24)
!27 = !DILocation(line: 3, column: 16, scope: !21)
!28 = !DILocalVariable(name: "n", arg: 2, scope: !21, file: !3, line: 3, type: !9)
!29 = !DILocation(line: 3, column: 23, scope: !21)
!30 = !DILocalVariable(name: "arr", scope: !21, file: !3, line: 4, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 640, elements: !32)
!32 = !{!33, !34}
!33 = !DISubrange(count: 4)
!34 = !DISubrange(count: 5)
!35 = !DILocation(line: 4, column: 7, scope: !21)
!36 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 5, type: !9)
!37 = !DILocation(line: 5, column: 7, scope: !21)
!38 = !DILocalVariable(name: "j", scope: !21, file: !3, line: 5, type: !9)
!39 = !DILocation(line: 5, column: 14, scope: !21)
!40 = !DILocation(line: 6, column: 17, scope: !21)
!41 = !DILocation(line: 6, column: 15, scope: !21)
!42 = !DILocation(line: 6, column: 20, scope: !21)
!43 = !DILocation(line: 6, column: 22, scope: !21)
!44 = !DILocation(line: 6, column: 7, scope: !21)
!45 = !DILocation(line: 6, column: 3, scope: !21)
!46 = !DILocation(line: 6, column: 10, scope: !21)
!47 = !DILocation(line: 6, column: 13, scope: !21)
!48 = !DILocation(line: 7, column: 10, scope: !21)
!49 = !DILocation(line: 7, column: 12, scope: !21)
!50 = !DILocation(line: 7, column: 14, scope: !21)
!51 = !DILocation(line: 7, column: 19, scope: !21)
!52 = !DILocation(line: 7, column: 3, scope: !21)
!53 = !DILocation(line: 7, column: 5, scope: !21)
!54 = !DILocation(line: 7, column: 8, scope: !21)
!55 = !DILocation(line: 8, column: 9, scope: !21)
!56 = !DILocation(line: 8, column: 15, scope: !21)
!57 = !DILocation(line: 8, column: 17, scope: !21)
!58 = !DILocation(line: 8, column: 13, scope: !21)
!59 = !DILocation(line: 8, column: 7, scope: !21)
!60 = !DILocation(line: 9, column: 1, scope: !21)
