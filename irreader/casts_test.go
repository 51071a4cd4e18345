package irreader

import (
	"testing"

	"github.com/llir/llvm/ir"
)

// TestStripPtrCasts: the function or object behind a call's callee and
// arguments, through a constant bitcast, a constant addrspacecast, a
// bitcast instruction and an argument with attributes, and a value that is
// no cast returned as it is.
func TestStripPtrCasts(t *testing.T) {
	src := `
@g = global i32 0

define void @f(i8* %p) {
  ret void
}

define void @main() {
entry:
  %a = alloca i32
  %b = bitcast i32* %a to i8*
  call void @f(i8* noundef %b)
  call void @f(i8* bitcast (i32* @g to i8*))
  call void @f(i8* addrspacecast (i32* @g to i8*))
  call void bitcast (void (i8*)* @f to void (i32*)*)(i32* %a)
  ret void
}
`
	m, err := Parse("casts.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	main := m.LL.Funcs[1]
	insts := main.Blocks[0].Insts
	alloca := insts[0].(*ir.InstAlloca)
	g := m.LL.Globals[0]
	f := m.LL.Funcs[0]
	calls := []*ir.InstCall{insts[2].(*ir.InstCall), insts[3].(*ir.InstCall), insts[4].(*ir.InstCall), insts[5].(*ir.InstCall)}
	for i, c := range []struct {
		got, want any
	}{
		{StripPtrCasts(calls[0].Args[0]), alloca},
		{StripPtrCasts(calls[1].Args[0]), g},
		{StripPtrCasts(calls[2].Args[0]), g},
		{StripPtrCasts(calls[3].Callee), f},
		{StripPtrCasts(alloca), alloca},
	} {
		if c.got != c.want {
			t.Errorf("case %d: StripPtrCasts gives %v, want %v", i, c.got, c.want)
		}
	}
}
