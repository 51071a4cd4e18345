package loops_test

import "testing"

// TestUnsignedCompare: Lua compares signed numbers, so an unsigned
// comparison against a constant with the top bit set (a huge unsigned
// value) is not derived — it would take the wrong sign — while one against
// a small constant is; a logical shift of -1 is the huge unsigned value it
// is, not -1.
func TestUnsignedCompare(t *testing.T) {
	const src = `
define void @k(i64 %n) {
entry:
  %big = icmp ugt i64 %n, -4
  br i1 %big, label %a, label %b
a:
  %half = lshr i64 -1, 1
  %h = icmp ugt i64 %n, %half
  br i1 %h, label %b, label %c
b:
  %small = icmp ugt i64 %n, 10
  br i1 %small, label %c, label %d
c:
  ret void
d:
  ret void
}
define void @main() {
  call void @k(i64 20)
  ret void
}
`
	n := nestOfSrc(t, src, "k")
	vals := n.SiteValues()
	got := map[string]string{}
	for site, v := range vals {
		got[n.Graph.Func.Blocks[site.Block].Name] = v.Expr
	}
	if got["entry"] != "" {
		t.Errorf("n >u -4 derived as %q; it is n > 2^64-4 unsigned", got["entry"])
	}
	if got["a"] != "" {
		t.Errorf("n >u (2^64-1)>>1 derived as %q; 2^63-1 is not exact in Lua", got["a"])
	}
	if got["b"] != "((n) > (10)) and 0 or 1" {
		t.Errorf("n >u 10: %q", got["b"])
	}
}
