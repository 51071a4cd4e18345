package irreader_test

import (
	"testing"

	"github.com/reusescope/reusescope/irreader"
)

// TestResolveIndirect: a call through a pointer names its callee when the
// module takes the address of one defined function of the call's type
// (here in a global table), and stays unresolved with two.
func TestResolveIndirect(t *testing.T) {
	const one = `
@tab = global [1 x void (i32)*] [void (i32)* @f]
define void @f(i32 %n) {
  ret void
}
define void @g(i64 %n) {
  ret void
}
define void @main() {
  %p = load void (i32)*, void (i32)** getelementptr ([1 x void (i32)*], [1 x void (i32)*]* @tab, i64 0, i64 0)
  call void %p(i32 7)
  ret void
}
`
	const two = `
@tab = global [2 x void (i32)*] [void (i32)* @f, void (i32)* @h]
define void @f(i32 %n) {
  ret void
}
define void @h(i32 %n) {
  ret void
}
define void @main() {
  %p = load void (i32)*, void (i32)** getelementptr ([2 x void (i32)*], [2 x void (i32)*]* @tab, i64 0, i64 1)
  call void %p(i32 7)
  ret void
}
`
	for _, c := range []struct{ src, want string }{{one, "f"}, {two, ""}} {
		m, err := irreader.Parse("x.ll", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		main, err := m.LookupFunc("main")
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, in := range main.Blocks[0].Insts {
			if in.Opcode == "call" {
				found = true
				if !in.Indirect || in.Callee != c.want {
					t.Errorf("indirect %v callee %q, want indirect callee %q", in.Indirect, in.Callee, c.want)
				}
			}
		}
		if !found {
			t.Fatal("no call")
		}
	}
}
