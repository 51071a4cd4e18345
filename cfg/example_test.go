package cfg_test

import (
	"fmt"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

// ExampleBuild builds the CFG of the package doc's loop, with the header's
// branch at line 3, column 3, and prints its edges, sites and dominators.
func ExampleBuild() {
	src := `
define void @main(i1 %c) !dbg !3 {
entry:
  br label %for.cond
for.cond:
  br i1 %c, label %for.body, label %for.end, !dbg !4
for.body:
  br label %for.inc
for.inc:
  br label %for.cond
for.end:
  ret void
}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "loop.c", directory: ".")
!2 = !DISubroutineType(types: !{null})
!3 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, type: !2, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DILocation(line: 3, column: 3, scope: !3)
`
	m, err := irreader.Parse("loop.ll", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := cfg.Build(m.Func("main"))
	if err != nil {
		fmt.Println(err)
		return
	}
	name := func(b int) string { return g.Func.Blocks[b].Name }
	for b, succ := range g.Succs {
		fmt.Printf("%s ->", name(b))
		for _, s := range succ {
			fmt.Printf(" %s", name(s))
		}
		if d := g.IDom(b); d >= 0 {
			fmt.Printf("   (idom %s)", name(d))
		}
		fmt.Println()
	}
	for _, s := range g.Sites {
		fmt.Printf("site %s gives P(%s)\n", s.Key, s.Target(g).Name)
	}
	// Output:
	// entry -> for.cond
	// for.cond -> for.body for.end   (idom entry)
	// for.body -> for.inc   (idom for.cond)
	// for.inc -> for.cond   (idom for.body)
	// for.end ->   (idom for.cond)
	// site T_3_3 gives P(for.end)
}
