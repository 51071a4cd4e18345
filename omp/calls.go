package omp

import "github.com/reusescope/reusescope/irreader"

// The call graph as a run follows it: a fork call runs its outlined
// function. Balance, the loop analysis and the pipeline all read it here.

// CalledFuncs returns the functions a block calls, once per call, including the
// outlined function of an OpenMP fork.
func CalledFuncs(b *irreader.Block) []string {
	var out []string
	for _, in := range b.Insts {
		if in.Class != irreader.ClassCall || in.Callee == "" {
			continue
		}
		if IsFork(in.Callee) {
			if name := Outlined(in); name != "" {
				out = append(out, name)
			}
			continue
		}
		out = append(out, in.Callee)
	}
	return out
}

// Reachable returns root and every defined function it calls, directly or not,
// in the order a breadth-first walk of the calls first meets them.
func Reachable(m *irreader.Module, root *irreader.Func) []*irreader.Func {
	seen := map[string]bool{root.Name: true}
	out := []*irreader.Func{root}
	for i := 0; i < len(out); i++ {
		var next []string
		for _, b := range out[i].Blocks {
			next = append(next, CalledFuncs(b)...)
		}
		for _, name := range next {
			f := m.Func(name)
			if f == nil || !f.Defined || seen[name] {
				continue
			}
			seen[name] = true
			out = append(out, f)
		}
	}
	return out
}
