; Hand-written input for the Solve tests in balance_test.go. Conditions are
; opaque (a parameter), so only the probabilities the tests give matter. The
; comments name each branch site's key and the target whose probability it is.
source_filename = "loops.c"

; for (...) body;   header test at line 3, column 3
define void @loop(i1 %c) !dbg !7 {
entry:
  br label %for.cond
for.cond:
  br i1 %c, label %for.body, label %for.end, !dbg !10    ; T_3_3: P(for.end)
for.body:
  br label %for.cond
for.end:
  ret void
}

; if (c) then else
define void @diamond(i1 %c) {
entry:
  br i1 %c, label %then, label %else                     ; T_diamond_entry: P(else)
then:
  br label %join
else:
  br label %join
join:
  ret void
}

; for (...) { for (...) { if (c) then; } }
define void @nested(i1 %c) !dbg !20 {
entry:
  br label %o.cond
o.cond:
  br i1 %c, label %o.body, label %o.end, !dbg !21       ; T_10_3: P(o.end)
o.body:
  br label %i.cond
i.cond:
  br i1 %c, label %i.body, label %i.end, !dbg !22       ; T_11_5: P(i.end)
i.body:
  br i1 %c, label %i.then, label %i.inc, !dbg !23       ; T_12_7: P(i.inc)
i.then:
  br label %i.inc
i.inc:
  br label %i.cond
i.end:
  br label %o.latch
o.latch:
  br label %o.cond
o.end:
  ret void
}

; while (c) { switch (s) { default: continue; case 0: goto out; } }
define void @deadend(i1 %c, i32 %s) {
entry:
  br label %head
head:
  br i1 %c, label %sw, label %out                        ; T_deadend_head: P(out)
sw:
  switch i32 %s, label %head [ i32 0, label %out ]       ; T_deadend_sw_default: P(head), T_deadend_sw_case1: P(out)
out:
  ret void
}

; a cycle a <-> b entered at both a and b (irreducible)
define void @twoentry(i1 %c) {
entry:
  br i1 %c, label %a, label %b                           ; T_twoentry_entry: P(b)
a:
  br i1 %c, label %b, label %out                         ; T_twoentry_a: P(out)
b:
  br i1 %c, label %a, label %out                         ; T_twoentry_b: P(out)
out:
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "loops.c", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "loop", scope: !1, file: !1, line: 2, type: !8, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DISubroutineType(types: !9)
!9 = !{null}
!10 = !DILocation(line: 3, column: 3, scope: !7)
!20 = distinct !DISubprogram(name: "nested", scope: !1, file: !1, line: 9, type: !8, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 10, column: 3, scope: !20)
!22 = !DILocation(line: 11, column: 5, scope: !20)
!23 = !DILocation(line: 12, column: 7, scope: !20)
