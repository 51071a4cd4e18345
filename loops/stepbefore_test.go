package loops_test

import (
	"testing"

	"github.com/reusescope/reusescope/loops"
)

// dwSrc is clang-14 -O0 of a do-while loop and a goto loop, each stepping
// its counter before the test reads it:
//
//	void k_dowhile(int n) { int i = 0; do { A[i] += 3; i++; } while (i < n); }
//	void k_goto(int n) { int i = 0; top: A[i] += 4; i += 2; if (i < n) goto top; }
const dwSrc = `@A = dso_local global [200 x double] zeroinitializer, align 16
define dso_local void @k_dowhile(i32 noundef %0) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %12, %1
  %5 = load i32, i32* %3, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [200 x double], [200 x double]* @A, i64 0, i64 %6
  %8 = load double, double* %7, align 8
  %9 = fadd double %8, 3.000000e+00
  store double %9, double* %7, align 8
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %3, align 4
  br label %12

12:                                               ; preds = %4
  %13 = load i32, i32* %3, align 4
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %4, label %16

16:                                               ; preds = %12
  ret void
}
define dso_local void @k_goto(i32 noundef %0) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [200 x double], [200 x double]* @A, i64 0, i64 %6
  %8 = load double, double* %7, align 8
  %9 = fadd double %8, 4.000000e+00
  store double %9, double* %7, align 8
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 2
  store i32 %11, i32* %3, align 4
  %12 = load i32, i32* %3, align 4
  %13 = load i32, i32* %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %4
  br label %4

16:                                               ; preds = %4
  ret void
}
`

// TestStepBeforeTest: a -O0 test that reads the counter after the
// iteration's step sees Init + (k+1)*Step. The do-while runs n times (not
// n+1); the goto loop's block runs 51 times for n = 101, its test true on
// 50 of them (a top-tested loop of 50 iterations), not 52 and 51.
func TestStepBeforeTest(t *testing.T) {
	for _, c := range []struct {
		fn        string
		n, trip   float64
		topTested bool
	}{
		{"k_dowhile", 100, 100, false},
		{"k_dowhile", 1, 1, false},
		{"k_goto", 101, 50, true},
	} {
		l := oneLoop(t, nestOfSrc(t, dwSrc, c.fn))
		if l.Trip == nil || len(l.Trip.Syms()) != 1 {
			t.Fatalf("%s: trip %v (%s), want a function of n", c.fn, l.Trip, l.Why)
		}
		got, ok := l.Trip.Eval(map[string]float64{l.Trip.Syms()[0]: c.n})
		if !ok || got != c.trip || l.TopTested != c.topTested {
			t.Errorf("%s n=%v: trip %v (%s) top-tested %v, want %v top-tested %v", c.fn, c.n, got, l.Trip.Lua(), l.TopTested, c.trip, c.topTested)
		}
	}
}

// TestCounterSymbols: counters are iv<k>, k_iv<k> and k_<k>; a parameter of
// a function named k_goto (k_goto_n) or a variable named ivan is not one.
func TestCounterSymbols(t *testing.T) {
	for s, want := range map[string]bool{"iv3": true, "k_iv12": true, "k_7": true, "k_goto_n": false, "ivan": false, "iv": false, "k_": false, "n": false} {
		if loops.IsCounterSym(s) != want {
			t.Errorf("IsCounterSym(%q) = %v, want %v", s, !want, want)
		}
	}
}
