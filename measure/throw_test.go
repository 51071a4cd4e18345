package measure

import (
	"context"
	"os"
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/irreader"
)

// TestThrowCounts measures testdata/throw.cpp, whose kernel(100) catches a
// throw on every third iteration: i = 0, 3, ..., 99, 34 throws. The landing
// pads of kernel run 34 times in all, and so do the unwind edges of its
// invokes (check's invoke at -O0; at -O2 check is inlined and kernel invokes
// __cxa_throw itself). The invoke of the runtime_error constructor never
// unwinds.
func TestThrowCounts(t *testing.T) {
	// The sum of the i not thrown on is 0+...+99 - 3(0+...+33) = 4950 - 1683.
	const throws, stdout = 34, "3267 34\n"
	for _, opt := range []string{"-O0", "-O2"} {
		t.Run(opt, func(t *testing.T) {
			ll := compileCXX(t, "throw", opt)
			res, err := Run(context.Background(), ll, Options{Func: "kernel", Args: []string{"100"}, CountsOnly: true})
			if err != nil {
				t.Fatal(err)
			}
			if string(res.Stdout) != stdout {
				t.Errorf("stdout %q, want %q", res.Stdout, stdout)
			}
			src, err := os.ReadFile(ll)
			if err != nil {
				t.Fatal(err)
			}
			m, err := irreader.ParseIR(ll, src)
			if err != nil {
				t.Fatal(err)
			}
			k := res.Funcs["kernel"]
			var lps, unwinds, invokes int
			var landed, unwound uint64
			for _, f := range m.Funcs {
				if f.Name() != "kernel" {
					continue
				}
				for b, blk := range f.Blocks {
					if isLandingPad(blk) {
						lps++
						landed += k.Blocks[b]
					}
					if _, ok := blk.Term.(*ir.TermInvoke); ok {
						invokes++
						unwound += k.Succ[b][1]
						if k.Succ[b][1] > 0 {
							unwinds++
						}
						if k.Succ[b][0]+k.Succ[b][1] != k.Blocks[b] {
							t.Errorf("invoke block %d ran %d times, left %d+%d times", b, k.Blocks[b], k.Succ[b][0], k.Succ[b][1])
						}
					}
				}
			}
			if lps == 0 || invokes == 0 {
				t.Fatalf("kernel has %d landing pads and %d invokes", lps, invokes)
			}
			if landed != throws || unwound != throws || unwinds != 1 {
				t.Errorf("landing pads ran %d times, unwind edges taken %d times (by %d invokes); want %d, %d (by 1)", landed, unwound, unwinds, throws, throws)
			}
		})
	}
}
