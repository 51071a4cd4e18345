package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/irreader"
)

// unitOf returns the IR of a unit of n small functions: f<k> stores to a
// global array in a loop of k+1 iterations and calls a shared helper.
func unitOf(n int) string {
	var b strings.Builder
	b.WriteString("@a = dso_local global [256 x i32] zeroinitializer\n\n")
	b.WriteString("define dso_local void @helper(i32 %v) {\nentry:\n  %p = getelementptr inbounds [256 x i32], [256 x i32]* @a, i64 0, i64 0\n  store i32 %v, i32* %p\n  ret void\n}\n\n")
	for k := 0; k < n-1; k++ {
		fmt.Fprintf(&b, `define dso_local void @f%d() {
entry:
  br label %%loop

loop:
  %%i = phi i64 [ 0, %%entry ], [ %%next, %%loop ]
  %%p = getelementptr inbounds [256 x i32], [256 x i32]* @a, i64 0, i64 %%i
  %%v = trunc i64 %%i to i32
  store i32 %%v, i32* %%p
  %%next = add nuw nsw i64 %%i, 1
  %%c = icmp ult i64 %%next, %d
  br i1 %%c, label %%loop, label %%exit

exit:
  call void @helper(i32 %%v)
  ret void
}

`, k, k%200+1)
	}
	return b.String()
}

// TestUnitCountsBuildsOnce: the per-unit counting of `reusescope cc` on a
// unit of 200 functions builds each function's CFG once (200 builds, not
// one per function opened and function of the unit), and counts every
// function: f<k>'s k+1 stores and the helper's one.
func TestUnitCountsBuildsOnce(t *testing.T) {
	const n = 200
	m, err := irreader.Parse("unit.ll", []byte(unitOf(n)))
	if err != nil {
		t.Fatal(err)
	}
	a := pipeline.Analyse(m)
	uc := analysisCounts(a, "unit.c", "unit.o")
	if a.Builds != n {
		t.Errorf("cfg.Build ran %d times for %d functions, want %d", a.Builds, n, n)
	}
	if len(uc.Skipped) > 0 {
		t.Fatalf("skipped: %+v", uc.Skipped)
	}
	if len(uc.Functions) != n {
		t.Fatalf("%d functions counted, want %d", len(uc.Functions), n)
	}
	for _, f := range uc.Functions {
		var k int
		want := 1.0 // the helper's store
		if _, err := fmt.Sscanf(f.Name, "f%d", &k); err == nil {
			want += float64(k%200 + 1)
		}
		if got := f.Totals.Stores; got != want {
			t.Errorf("%s: %v stores, want %v", f.Name, got, want)
		}
	}
}
