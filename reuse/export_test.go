package reuse

import (
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// SetQuietMerge turns the folding of quiet classes (mergeQuiet) on or off
// for a test and returns what restores it.
func SetQuietMerge(on bool) (restore func()) {
	old := quietMerge
	quietMerge = on
	return func() { quietMerge = old }
}

// DropScratch empties the spare scratches, so that the next walk starts
// from fresh arrays.
func DropScratch() {
	spare.Lock()
	defer spare.Unlock()
	spare.list = nil
}

// TestWalk gives the tests outside the package a walker's plan of a trace:
// the line periods, leads and strata planPeriods sets, and the quiet classes
// of a loop instance.
type TestWalk struct {
	w    *walker
	Root *statictrace.Activation
}

// NewTestWalk makes the walker of t under opts and plans its loops as
// Static does before it walks.
func NewTestWalk(t *statictrace.Trace, opts StaticOptions) *TestWalk {
	w := newWalker(t, opts, new(scratch))
	root := t.NewActivation()
	w.planPeriods(t.Body, root)
	return &TestWalk{w: w, Root: root}
}

// Period returns the line period planned for l.
func (tw *TestWalk) Period(l *loops.Loop) int { return tw.w.period[l] }

// Shortened reports whether planning shortened periods to fit MaxEvents.
func (tw *TestWalk) Shortened() bool { return tw.w.shortened }

// QuietClasses returns the quiet classes of the instance of lp of N
// iterations from start, in activation a.
func (tw *TestWalk) QuietClasses(lp *statictrace.Loop, a *statictrace.Activation, start, N int64) uint64 {
	p := int64(max(tw.w.period[lp.Loop], 1))
	return tw.w.quietClasses(lp, a, start, N, p)
}

// Body returns the accesses of lp's body as the phantoms see it, in order of
// first visit, with the number of the body's loops enclosing each.
func (tw *TestWalk) Body(lp *statictrace.Loop) ([]*statictrace.Ref, []int) {
	b := tw.w.bodyOf(lp)
	depth := make([]int, len(b.refs))
	for i, p := range b.paths {
		depth[i] = len(p)
	}
	return b.refs, depth
}
