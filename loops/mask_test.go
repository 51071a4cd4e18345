package loops

import (
	"testing"

	"github.com/reusescope/reusescope/poly"
)

// The and-masks of -O2 code: n & 3, n & -4, n & 24 (bits 3 and 4), and the
// zero-extended 32-bit masks, against Go's &.
func TestMask(t *testing.T) {
	pe := &pathEval{q: poly.NewQuasi()}
	n := poly.Sym("n")
	for _, m := range []int64{1, 3, 7, 24, -2, -4, -32, 4294967292, 4294967264, 9223372036854775806, 0x0ff0} {
		p, why := pe.mask(n, m)
		if p == nil {
			t.Errorf("mask %d: %s", m, why)
			continue
		}
		for x := int64(0); x < 5000; x += 7 {
			if v, _ := pe.q.Eval(p, map[string]float64{"n": float64(x)}); v != float64(x&m) {
				t.Errorf("n & %d at n = %d: %v, want %d (%s)", m, x, v, x&m, pe.q.Lua(p))
				break
			}
		}
	}
}
