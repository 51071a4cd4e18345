package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/internal/timebound"
	"github.com/reusescope/reusescope/report"
)

// gotoMachine writes a C state machine of n labels that jump into each
// other on data (a random bit) and on a step count: one irreducible region
// of about 4n blocks at -O0, entered at two labels.
func gotoMachine(n int) string {
	var b strings.Builder
	b.WriteString("#include <stdio.h>\n#include <stdlib.h>\nint main(int argc, char **argv)\n{\n")
	b.WriteString("\tlong steps = argc > 1 ? atol(argv[1]) : 1000, s = 0, i = 0;\n\tunsigned x = 12345;\n")
	fmt.Fprintf(&b, "\tif (steps & 1)\n\t\tgoto L%d;\n", n/2)
	for k := 0; k < n; k++ {
		fmt.Fprintf(&b, "L%d:\n\ts += %d;\n\tif (++i >= steps)\n\t\tgoto end;\n\tx = x * 1103515245u + 12345u;\n", k, k)
		fmt.Fprintf(&b, "\tif (x >> 16 & 1)\n\t\tgoto L%d;\n\tgoto L%d;\n", (k+1)%n, (7*k+3)%n)
	}
	b.WriteString("end:\n\tprintf(\"%ld\\n\", s);\n\treturn 0;\n}\n")
	return b.String()
}

// TestIrreducibleLarge: a function whose blocks form one irreducible region
// of about 8,000 blocks (a goto state machine) is counted within seconds
// (the region solved by sparse elimination, not one dense LU of 8,000²),
// and with the run's probabilities (probs --from-run) every block count
// equals the run's.
func TestIrreducibleLarge(t *testing.T) {
	requireClang(t)
	dir := t.TempDir()
	src, ll := filepath.Join(dir, "machine.c"), filepath.Join(dir, "machine.ll")
	if err := os.WriteFile(src, []byte(gotoMachine(2000)), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("clang-14", "-g", "-S", "-emit-llvm", "-O0", src, "-o", ll).CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	lua := filepath.Join(dir, "run.lua")
	runOK(t, "probs", "--from-run", "-o", lua, ll, "--", "200000")
	start := time.Now()
	out, _ := runOK(t, "counts", "--probs", lua, "--format", "json", ll, "--", "200000")
	// About 1,500 units on an idle machine (the parse of the 8,000-block
	// function, the script and the counts); the bound sits between that
	// and the 2,700 units one dense LU of the region alone would take.
	timebound.Within(t, time.Since(start), 2100, "counts of an 8,000-block irreducible region (its parse included; one dense LU of the region alone takes 2,700 units)")
	var static report.Counts
	if err := json.Unmarshal([]byte(out), &static); err != nil {
		t.Fatal(err)
	}
	out, _ = runOK(t, "measure", "--format", "json", ll, "--", "200000")
	var run report.Measure
	if err := json.Unmarshal([]byte(out), &run); err != nil {
		t.Fatal(err)
	}
	if len(static.Blocks) < 8000 || len(static.Blocks) != len(run.Blocks) {
		t.Fatalf("%d static blocks, %d measured", len(static.Blocks), len(run.Blocks))
	}
	for i, b := range static.Blocks {
		if m := run.Blocks[i].Count; math.Abs(b.Count-m) > 1e-6*math.Max(1, m) {
			t.Errorf("block %s (line %d): static %v, measured %v", b.Name, b.Line, b.Count, m)
		}
	}
}

// TestLongStraightPath: a function of 70,000 blocks in one straight chain
// (branch-free generated code) is walked to its end: the path walk's bound
// is the function's size, not a fixed number of steps. The chain's one
// store is its one access.
func TestLongStraightPath(t *testing.T) {
	const n = 70000
	var b strings.Builder
	b.WriteString("@g = global i32 0\ndefine i32 @main() {\nentry:\n  br label %b0\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "b%d:\n  br label %%b%d\n", i, i+1)
	}
	fmt.Fprintf(&b, "b%d:\n  store i32 1, i32* @g\n  ret i32 0\n}\n", n)
	ll := filepath.Join(t.TempDir(), "chain.ll")
	if err := os.WriteFile(ll, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := runOK(t, "hits", ll)
	if !strings.Contains(out, "main, 1 accesses") {
		t.Errorf("hits on a %d-block chain:\n%s", n, out)
	}
}
