package reuse_test

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/reuse"
)

// dataArms is "for (i = 0; i < 1000; i++) if (h[i] < 6) x[i] = i; else
// y[i] = i;" over global int arrays: a branch on data, which the trace
// cannot decide.
const dataArms = `@h = global [1000 x i32] zeroinitializer, align 64
@x = global [1000 x i32] zeroinitializer, align 64
@y = global [1000 x i32] zeroinitializer, align 64

define i32 @main() {
entry:
  br label %head
head:
  %i = phi i64 [0, %entry], [%i.next, %inc]
  %c = icmp slt i64 %i, 1000
  br i1 %c, label %body, label %exit
body:
  %hp = getelementptr inbounds [1000 x i32], [1000 x i32]* @h, i64 0, i64 %i
  %v = load i32, i32* %hp, align 4
  %t = icmp slt i32 %v, 6
  br i1 %t, label %then, label %else
then:
  %xp = getelementptr inbounds [1000 x i32], [1000 x i32]* @x, i64 0, i64 %i
  store i32 1, i32* %xp, align 4
  br label %inc
else:
  %yp = getelementptr inbounds [1000 x i32], [1000 x i32]* @y, i64 0, i64 %i
  store i32 2, i32* %yp, align 4
  br label %inc
inc:
  %i.next = add i64 %i, 1
  br label %head
exit:
  ret i32 0
}
`

// TestWholeWalkDataArms: a whole walk takes a data branch's arms in the
// proportions of its probabilities, spread evenly (then 3 in 4, by the
// script: then, then, else, then, ...), so every access site runs as often
// as the block counts say and none is off the walked path. Its hits are
// those of the naive LRU simulation of that order (the arrays 64-byte
// aligned, as the IR says).
func TestWholeWalkDataArms(t *testing.T) {
	path := filepath.Join(t.TempDir(), "probs.lua")
	script := "return { T_main_head = 1/1001, T_main_body = 1/4 }\n"
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	tr := testutil.OpenIR(t, "main.ll", dataArms, pipeline.Options{Func: "main", ProbsFile: path, Check: true}).Trace(t)
	r, err := reuse.Static(tr, reuse.StaticOptions{Line: 64, PerSite: true, Sets: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Whole || len(r.OffSites) != 0 || r.Accesses != 2000 {
		t.Fatalf("whole %v, %d sites off the path, %v accesses; want a whole walk of 2000, none off the path", r.Whole, len(r.OffSites), r.Accesses)
	}
	counts := map[string]float64{}
	for acc, p := range r.Sites {
		counts[acc.String()] = p.Total()
	}
	if counts["x[i]"] != 750 || counts["y[i]"] != 250 {
		t.Errorf("x stored %v times, y %v; want 750 and 250", counts["x[i]"], counts["y[i]"])
	}
	// The order the walk takes: then, then, else, then (smooth weighted
	// round-robin of 3/4 and 1/4), through a naive LRU simulation of 2 lines,
	// where the order decides what an access to y evicts.
	sim := cache.NewSim([]cache.Level{{Name: "L1", SizeBytes: 128, Assoc: 2, Line: 64}})
	const h, x, y = 0x100000, 0x200000, 0x300000
	for i := uint64(0); i < 1000; i++ {
		sim.Access(h+4*i, 1)
		if i%4 == 2 {
			sim.Access(y+4*i, 1)
		} else {
			sim.Access(x+4*i, 1)
		}
	}
	want := sim.Results()[0]
	got := cache.HitRate(cache.Sets, cache.Level{Name: "L1", SizeBytes: 128, Assoc: 2, Line: 64}, r.Profile)
	if math.Abs(got*2000-float64(want.Hits)) > 1e-6 {
		t.Errorf("walk hits %.3f, naive simulation of the arms' order %d", got*2000, want.Hits)
	}
}
