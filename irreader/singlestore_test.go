package irreader_test

import (
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/irreader"
)

// TestSingleStore: a local stored once gives that store; one stored twice,
// or never, gives nil.
func TestSingleStore(t *testing.T) {
	src := `define i32 @f(i32 %n) {
entry:
  %once = alloca i32
  %twice = alloca i32
  %never = alloca i32
  store i32 %n, i32* %once
  store i32 0, i32* %twice
  store i32 1, i32* %twice
  %v = load i32, i32* %once
  ret i32 %v
}
`
	m, err := irreader.Parse("f.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("f")
	allocas := map[string]*ir.InstAlloca{}
	var stores []*ir.InstStore
	for _, in := range f.IR.Blocks[0].Insts {
		switch x := in.(type) {
		case *ir.InstAlloca:
			allocas[x.Name()] = x
		case *ir.InstStore:
			stores = append(stores, x)
		}
	}
	if got := f.SingleStore(allocas["once"]); got != stores[0] {
		t.Errorf("once: %v, want the store of %%n", got)
	}
	if got := f.SingleStore(allocas["twice"]); got != nil {
		t.Errorf("twice: %v, want nil", got)
	}
	if got := f.SingleStore(allocas["never"]); got != nil {
		t.Errorf("never: %v, want nil", got)
	}
}
