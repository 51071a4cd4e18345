package reuse_test

import (
	"slices"
	"testing"

	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// TestBodyAgainstItems holds a loop body as the phantoms see it (bodyOf) to
// the body's items read directly: every distinct access once, in order of
// first visit, inner loops entered, calls skipped (a phantom does not
// evaluate a callee's accesses), each with the number of the body's loops
// that enclose it.
func TestBodyAgainstItems(t *testing.T) {
	checked := 0
	for _, c := range walkCases {
		tr := traceOf(t, c.file, c.fn, nil, "")
		tw := reuse.NewTestWalk(tr, reuse.StaticOptions{Sample: true, Line: 64})
		forLoops(tr, tr.Body, tw.Root, func(lp *statictrace.Loop, _ *statictrace.Activation) {
			var refs []*statictrace.Ref
			var depth []int
			var visit func(items []statictrace.Item, d int)
			visit = func(items []statictrace.Item, d int) {
				for _, it := range items {
					switch x := it.(type) {
					case *statictrace.Ref:
						if !slices.Contains(refs, x) {
							refs = append(refs, x)
							depth = append(depth, d)
						}
					case *statictrace.Loop:
						visit(x.Body, d+1)
					}
				}
			}
			visit(lp.Body, 0)
			gotRefs, gotDepth := tw.Body(lp)
			if !slices.Equal(gotRefs, refs) || !slices.Equal(gotDepth, depth) {
				t.Errorf("%s loop %s: body has %d accesses at depths %v, want %d at %v", c.fn, lp.Var, len(gotRefs), gotDepth, len(refs), depth)
			}
			checked++
		})
	}
	if checked < 20 {
		t.Errorf("%d loops checked", checked)
	}
}
