package reuse

import (
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/statictrace"
)

// The program context of a function F (StaticOptions.Extent): the walk
// covers the whole trace, so that F's accesses meet the cache state the
// code before them leaves, as valgrind --toggle-collect=F counts them, but
// the profile holds only the accesses in F's dynamic extent. An access is
// in the extent when it is F's own code or code F calls, at any depth: a
// reference under a call of F, under a call made from code of F, or
// itself code of F that the optimiser inlined into a caller (its debug
// location's inlinedAt chain names F). Which references those are does not
// depend on the walk, only on where they sit in the trace.

// extentRefs marks the references of t in the extent of the function named
// name (its IR or source name).
func extentRefs(t *statictrace.Trace, name string) map[*statictrace.Ref]bool {
	out := map[*statictrace.Ref]bool{}
	isF := func(f *irreader.Func) bool { return f != nil && (f.Name == name || f.SourceName() == name) }
	var visit func(items []statictrace.Item, in bool)
	visit = func(items []statictrace.Item, in bool) {
		for _, it := range items {
			switch x := it.(type) {
			case *statictrace.Ref:
				if in || x.Acc.Inst.InlinedFrom(name) {
					out[x] = true
				}
			case *statictrace.Loop:
				visit(x.Body, in)
			case *statictrace.Call:
				visit(x.Body, in || isF(x.Frame.Func) || x.Site != nil && x.Site.InlinedFrom(name))
			case *statictrace.Branch:
				for _, arm := range x.Arms {
					visit(arm, in)
				}
			}
		}
	}
	visit(t.Body, isF(t.Root))
	return out
}

// extentShare is, per function of t's references, the share of its walked
// accesses (by walk weight) that lie in the extent: what the sites the walk
// never reached take as theirs (ext and all hold every walked site's weight
// in and out of the extent).
func extentShare(ext, all map[*irreader.Access]float64) map[*irreader.Func]float64 {
	in, tot := map[*irreader.Func]float64{}, map[*irreader.Func]float64{}
	for acc, w := range all {
		f := acc.Inst.Block.Func
		tot[f] += w
		in[f] += ext[acc]
	}
	out := map[*irreader.Func]float64{}
	for f, t := range tot {
		if t > 0 {
			out[f] = in[f] / t
		}
	}
	return out
}
