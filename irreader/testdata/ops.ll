; Hand-written input for TestOpsClasses: one function whose Byfl operation
; counts are worked out by hand in ops_test.go. Not compiled from C.
source_filename = "ops.c"

@g = global i32 0, align 4

define double @ops(double* %p, i32 %n, <2 x double> %v) !dbg !7 {
entry:
  %x = alloca double, align 8
  call void @llvm.dbg.declare(metadata double* %x, metadata !10, metadata !DIExpression()), !dbg !12
  %a = load double, double* %p, align 8, !dbg !13
  %b = fadd double %a, 1.000000e+00, !dbg !14
  %m = call double @llvm.fmuladd.f64(double %a, double %b, double %a), !dbg !15
  %vm = fmul <2 x double> %v, %v
  %gi = load i32, i32* @g, align 4
  %s = add nsw i32 %gi, %n
  %c = icmp slt i32 %s, 10
  br i1 %c, label %then, label %else, !dbg !16

then:
  %sx = sext i32 %s to i64
  %q = getelementptr inbounds double, double* %p, i64 %sx
  store double %m, double* %q, align 8
  call void @ext(i32 %s)
  br label %join

else:
  %f = sitofp i32 %n to double
  %lt = fcmp olt double %f, %a
  %mx = call i32 @llvm.smax.i32(i32 %n, i32 0)
  store i32 %mx, i32* @g, align 4
  br label %join

join:
  %r = phi double [ %m, %then ], [ %f, %else ]
  ret double %r
}

declare void @ext(i32)
declare double @llvm.fmuladd.f64(double, double, double)
declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "ops.c", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "ops", scope: !1, file: !1, line: 3, type: !8, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DISubroutineType(types: !9)
!9 = !{null}
!10 = !DILocalVariable(name: "x", scope: !7, file: !1, line: 4, type: !11)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !DILocation(line: 4, column: 10, scope: !7)
!13 = !DILocation(line: 5, column: 7, scope: !7)
!14 = !DILocation(line: 5, column: 9, scope: !7)
!15 = !DILocation(line: 6, column: 11, scope: !7)
!16 = !DILocation(line: 7, column: 3, scope: !7)
