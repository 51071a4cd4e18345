package pipeline_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/reuse"
)

// TestBigTable: a program indexes a heap array through a constant
// permutation table of 300,000 entries, whose initializer (about 2 MB of
// IR text) is over irreader.MaxInitBytes and not read. The analysis says
// so (a note of the trace), takes the table's values as unknown (the
// gathers are estimated addresses, never derived ones), and the run's hit
// rates lie within the bounds the output states.
func TestBigTable(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not installed")
	}
	const n = 300000
	var src strings.Builder
	src.WriteString("#include <stdlib.h>\n#include <stdio.h>\nstatic const int perm[] = {")
	for i := 0; i < n; i++ {
		if i%16 == 0 {
			src.WriteString("\n")
		}
		fmt.Fprintf(&src, "%d,", (int64(i)*7919)%n)
	}
	src.WriteString("\n};\n")
	src.WriteString(`int main(int argc, char **argv) {
  int len = sizeof perm / sizeof perm[0];
  double *data = malloc(len * sizeof *data);
  for (int i = 0; i < len; i++)
    data[i] = i;
  double sum = 0;
  for (int i = 0; i < len; i++)
    sum += data[perm[i]];
  printf("%f\n", sum);
  free(data);
  return 0;
}
`)
	dir := t.TempDir()
	c, ll := filepath.Join(dir, "bigtable.c"), filepath.Join(dir, "bigtable.ll")
	if err := os.WriteFile(c, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("clang-14", "-g", "-O2", "-S", "-emit-llvm", "-o", ll, c).CombinedOutput(); err != nil {
		t.Fatalf("clang-14: %v\n%s", err, out)
	}
	s, err := pipeline.Open(ll, pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	elided := 0
	for _, g := range s.Module.LL.Globals {
		if irreader.Elided(g) {
			elided++
		}
	}
	if elided != 1 {
		t.Fatalf("%d globals elided, want the table", elided)
	}
	an, err := s.Solve()
	if err != nil {
		t.Fatal(err)
	}
	levels, err := cache.ParseHierarchy("L1=32KiB/8/64,L2=1MiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	lr, err := an.Rates(levels, cache.Sets, reuse.StaticOptions{Line: 64}, pipeline.RateOptions{Bounds: true})
	if err != nil {
		t.Fatal(err)
	}
	an.AddAddresses(lr.Walk)
	tr, err := an.Trace()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(tr.Notes, func(n string) bool { return strings.Contains(n, "initializer of @perm") }) {
		t.Errorf("notes %q do not name the table", tr.Notes)
	}
	if an.Est.AddressShare <= 0 {
		t.Errorf("estimate %+v: no access at an unknown address, want the gathers", an.Est)
	}
	run, err := measure.Run(context.Background(), ll, measure.Options{Line: 64, Levels: levels, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	for k, b := range lr.Bounds(lr.Walk) {
		m := run.Levels[k]
		if b.Exact() {
			t.Errorf("L%d: stated exact, with the table's values unknown", k+1)
		}
		if b.Misses.Low > float64(m.Misses) || b.Misses.High < float64(m.Misses) {
			t.Errorf("L%d: measured misses %d outside [%.0f, %.0f]", k+1, m.Misses, b.Misses.Low, b.Misses.High)
		}
	}
}
