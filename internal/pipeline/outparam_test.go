package pipeline_test

import (
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/statictrace"
)

// TestOutParamAddresses: arrays whose pointers a call writes through the
// address of a local (posix_memalign(&r, ...) after r = NULL in a wrapper,
// make(&x, n)) are told apart in the static stream. Walking each trace at
// the first iteration of every loop, the accesses of each array fall in one
// heap block of their own, or have no address the walk can evaluate; none
// lies in the null page (the NULL stored before the call, which a model that
// takes the local as stored once gives every one of them).
func TestOutParamAddresses(t *testing.T) {
	for _, c := range []struct {
		file  string
		names []string
		known []string // arrays whose block the walk must find
	}{
		{"testdata/outparam.O0.ll", []string{"x", "y", "z"}, []string{"y", "z"}},
		{"testdata/outparam.O2.ll", []string{"x", "y", "z"}, []string{"x", "y", "z"}},
		{"testdata/colwalk_memalign.O0.ll", []string{"a", "q"}, []string{"a", "q"}},
		{"testdata/colwalk_memalign.O2.ll", []string{"a", "q"}, []string{"a", "q"}},
	} {
		run := testutil.Open(t, c.file, pipeline.Options{})
		tr, err := run.Session.Trace(run.Probs, run.Counts)
		if err != nil {
			t.Fatal(err)
		}
		blocks := tr.HeapBlocks()
		blockOf := func(addr uint64) int {
			for i, b := range blocks {
				if addr >= b.Addr && addr < b.Addr+uint64(b.Size) {
					return i
				}
			}
			return -1
		}
		want := map[string]bool{}
		for _, n := range c.names {
			want[n] = true
		}
		in := map[string]map[int]bool{} // array -> the blocks its accesses reach
		var walk func(items []statictrace.Item, a *statictrace.Activation)
		walk = func(items []statictrace.Item, a *statictrace.Activation) {
			for _, it := range items {
				switch x := it.(type) {
				case *statictrace.Ref:
					addr, ok := tr.Addr(a, x)
					if ok && addr < 4096 {
						t.Errorf("%s: %s at address %#x, in the null page", c.file, x.Acc, addr)
					}
					// -O0 names an element through the loaded pointer: *x[i].
					name := strings.TrimPrefix(x.Acc.Name, "*")
					if !ok || !want[name] || x.Acc.Index == "" {
						continue
					}
					if in[name] == nil {
						in[name] = map[int]bool{}
					}
					in[name][blockOf(addr)] = true
				case *statictrace.Loop:
					start, _ := a.Start(x.Loop)
					a.SetIV(x.Loop, start)
					walk(x.Body, a)
				case *statictrace.Call:
					walk(x.Body, tr.Enter(a, x))
				}
			}
		}
		walk(tr.Body, tr.NewActivation())
		owner := map[int]string{}
		for _, n := range c.names {
			for b := range in[n] {
				if b < 0 {
					t.Errorf("%s: %s reaches an address outside every heap block", c.file, n)
					continue
				}
				if o, taken := owner[b]; taken && o != n {
					t.Errorf("%s: %s and %s share heap block %d", c.file, o, n, b)
				}
				owner[b] = n
			}
			if len(in[n]) > 1 {
				t.Errorf("%s: %s reaches %d heap blocks", c.file, n, len(in[n]))
			}
		}
		for _, n := range c.known {
			if len(in[n]) == 0 {
				t.Errorf("%s: no access of %s has an address the walk evaluates", c.file, n)
			}
		}
	}
}
