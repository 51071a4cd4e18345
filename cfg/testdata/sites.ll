; Hand-written input for TestSiteKeys. The comments give the site keys the
; package doc prescribes: T_<line>_<col> after !dbg, T_<func>_<block> without
; it, _2, _3, ... for repeats in module order, one key per switch case.
source_filename = "sites.c"

define void @f(i1 %c, i32 %s) !dbg !7 {
entry:
  br i1 %c, label %a, label %b, !dbg !10                   ; T_5_3, P(b)
a:
  br i1 %c, label %b, label %sw, !dbg !10                  ; T_5_3_2, P(sw): same location
b:
  br i1 %c, label %sw, label %sw, !dbg !11                 ; both targets equal: no site
sw:
  switch i32 %s, label %d [
    i32 3, label %x
    i32 -1, label %y
  ], !dbg !12                                              ; T_7_5_default, T_7_5_case1 (3), T_7_5_case2 (-1)
x:
  br i1 %c, label %d, label %y                             ; T_f_x
y:
  br label %d                                              ; unconditional: no site
d:
  ret void, !dbg !13
}

define void @g.part(i1 %c, i32 %s) !dbg !20 {
entry:
  br i1 %c, label %if.then, label %if.end                  ; T_g_part_entry
if.then:
  br i1 %c, label %if.end, label %exit, !dbg !21           ; T_5_3 alone, T_5_3_3 after f
if.end:
  switch i32 %s, label %exit [
    i32 0, label %exit
  ], !dbg !22                                              ; T_7_5 alone, T_7_5_2 after f
exit:
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "sites.c", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 4, type: !8, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DISubroutineType(types: !9)
!9 = !{null}
!10 = !DILocation(line: 5, column: 3, scope: !7)
!11 = !DILocation(line: 6, column: 3, scope: !7)
!12 = !DILocation(line: 7, column: 5, scope: !7)
!13 = !DILocation(line: 9, column: 1, scope: !7)
!20 = distinct !DISubprogram(name: "g.part", scope: !1, file: !1, line: 4, type: !8, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 5, column: 3, scope: !20)
!22 = !DILocation(line: 7, column: 5, scope: !20)
