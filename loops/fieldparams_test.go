package loops_test

import (
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
)

// TestFieldBindings: a bound read through a pointer parameter whose calls
// pass different objects is a per-call parameter, bound at each call to
// what that call's object holds (30 from a, 40 from b); a caller that
// forwards its own pointer binds it to its own per-call parameter; a
// callee that writes the object leaves the bound unknown.
func TestFieldBindings(t *testing.T) {
	// kern reads its bound through the pointer parameter %np (-O0: the
	// pointer spilled and reloaded); with set, it first calls @set(%p),
	// which writes 7 there.
	kern := func(set bool) string {
		body := "  %b = load i32, i32* %p, align 4\n"
		if set {
			body = "  call void @set(i32* %p)\n" + body
		}
		return boundLoop("kern", "i32* %np",
			"  %np.addr = alloca i32*, align 8\n  store i32* %np, i32** %np.addr, align 8\n",
			"  %p = load i32*, i32** %np.addr, align 8\n"+body)
	}
	const set = "define void @set(i32* %q) {\nentry:\n  store i32 7, i32* %q, align 4\n  ret void\n}\n"
	// caller passes &x with x = value to callee.
	caller := func(name, callee, value string) string {
		return `define void @` + name + `() {
entry:
  %x = alloca i32, align 4
  store i32 ` + value + `, i32* %x, align 4
  call void @` + callee + `(i32* %x)
  ret void
}
`
	}
	const fwd = "define void @fwd(i32* %q) {\nentry:\n  call void @kern(i32* %q)\n  ret void\n}\n"
	for _, c := range []struct {
		name, src string
		trip      string            // the loop's trip
		binds     map[string]string // the binding at the call of kern in each function
	}{
		{"two objects", kern(false) + caller("a", "kern", "30") + caller("b", "kern", "40"),
			"np_0", map[string]string{"a": "30", "b": "40"}},
		{"one value", kern(false) + caller("a", "kern", "30") + caller("b", "kern", "30"), "30", map[string]string{}},
		{"forwarded", kern(false) + fwd + caller("a", "fwd", "30") + caller("b", "fwd", "40"),
			"np_0", map[string]string{"fwd": "q_0"}},
		{"written by a callee", kern(true) + set + caller("a", "kern", "30") + caller("b", "kern", "40"), "-", map[string]string{}},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			n := nestOfSrc(t, c.src, "kern")
			l := oneLoop(t, n)
			trip := "-"
			if l.Trip != nil {
				trip = l.Trip.Lua()
			}
			if trip != c.trip {
				t.Errorf("trip %s; want %s (%s)", trip, c.trip, l.Why)
			}
			if c.trip != "-" && c.trip != "30" && !n.Env.ReadsPerCall(l.Trip) {
				t.Errorf("trip %s is not a per-call parameter", trip)
			}
			var kernIR *ir.Func
			for _, f := range n.Env.Module.DefinedFuncs() {
				if f.Name == "kern" {
					kernIR = f.IR
				}
			}
			got := map[string]string{}
			for _, f := range n.Env.Module.DefinedFuncs() {
				for _, b := range f.IR.Blocks {
					for _, in := range b.Insts {
						if call, ok := in.(*ir.InstCall); ok {
							for _, fb := range n.Env.FieldBindings(kernIR, call) {
								got[f.Name] = fb.Val.Lua()
							}
						}
					}
				}
			}
			if len(got) != len(c.binds) {
				t.Errorf("bindings %v; want %v", got, c.binds)
			}
			for fn, want := range c.binds {
				if got[fn] != want {
					t.Errorf("binding at the call in %s: %q; want %q", fn, got[fn], want)
				}
			}
		})
	}
}
