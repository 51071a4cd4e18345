package reuse

import "testing"

// TestRingPlan: a ring's plan stands for every iteration once (its
// weights sum to N, each class's to its members, counted naively), and
// ends with the class of the instance's last iteration, as the run does.
func TestRingPlan(t *testing.T) {
	for _, c := range []struct{ n, p int64 }{{3000, 1000}, {10007, 16}, {4096 * 3, 4096}, {12, 4}, {2500000, 3000}} {
		plan := ringPlan(c.n, c.p)
		got := make([]float64, c.p)
		for _, st := range plan {
			got[st.i%c.p] += st.wt
		}
		want := make([]float64, c.p)
		for i := int64(0); i < c.n; i++ {
			want[i%c.p]++
		}
		for k := range want {
			if got[k] != want[k] {
				t.Fatalf("N %d, p %d: class %d stands for %v iterations, want %v", c.n, c.p, k, got[k], want[k])
			}
		}
		if last := plan[len(plan)-1].i; last%c.p != (c.n-1)%c.p {
			t.Errorf("N %d, p %d: the plan ends at class %d, the run at %d", c.n, c.p, last%c.p, (c.n-1)%c.p)
		}
	}
}
