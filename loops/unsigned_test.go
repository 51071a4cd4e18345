package loops_test

import "testing"

// TestUnsignedCompare: Lua compares signed numbers, so an unsigned
// comparison against a constant with the top bit set (a huge unsigned
// value, 2^64 - 4) is read exactly for a 64-bit n: n >u -4 holds for n in
// (-4, 0) only, as n's unsigned value is 2^64 + n below 0; a logical shift
// of -1 is the huge unsigned value it is, not -1, and no exact float, so
// a compare with it is not derived; one against a small constant is.
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
	if got["entry"] != "((n >= 0 or n <= -4) and 1 or 0)" {
		t.Errorf("n >u -4 derived as %q; it holds for -4 < n < 0 only (n > 2^64-4 unsigned)", got["entry"])
	}
	if got["a"] != "" {
		t.Errorf("n >u (2^64-1)>>1 derived as %q; 2^63-1 is not exact in Lua", got["a"])
	}
	if got["b"] != "((n) > (10)) and 0 or 1" {
		t.Errorf("n >u 10: %q", got["b"])
	}
}

// TestUnsignedLoopStart: for (int i = -5; i < 5u; i++) compares i as
// unsigned, so its start is 2^32-5 and the loop never runs (C's usual
// arithmetic conversions); for (int i = 2; i < 5u; i++) runs 3 times.
func TestUnsignedLoopStart(t *testing.T) {
	for _, c := range []struct {
		start string
		want  string
	}{{"-5", "0"}, {"2", "3"}} {
		src := `
@A = global [20 x double] zeroinitializer
define void @k() {
  %1 = alloca i32, align 4
  store i32 ` + c.start + `, i32* %1, align 4
  br label %2
2:
  %3 = load i32, i32* %1, align 4
  %4 = icmp ult i32 %3, 5
  br i1 %4, label %5, label %15
5:
  %6 = load i32, i32* %1, align 4
  %7 = add nsw i32 %6, 5
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [20 x double], [20 x double]* @A, i64 0, i64 %8
  %10 = load double, double* %9, align 8
  %11 = fadd double %10, 1.000000e+00
  store double %11, double* %9, align 8
  br label %12
12:
  %13 = load i32, i32* %1, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %1, align 4
  br label %2
15:
  ret void
}
`
		n := nestOfSrc(t, src, "k")
		if len(n.Loops) != 1 || n.Loops[0].Trip == nil {
			t.Fatalf("start %s: no trip count derived", c.start)
		}
		if got := n.Loops[0].Trip.Lua(); got != c.want {
			t.Errorf("start %s: trip %s, want %s", c.start, got, c.want)
		}
	}
}
