package loops_test

import (
	"testing"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
)

// nestOfSrc parses the IR text src and returns the checked loop nest of fn,
// its parameters bound from every call site in src.
func nestOfSrc(t *testing.T, src, fn string) *loops.Nest {
	t.Helper()
	m, err := irreader.Parse(fn+".ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f, err := m.LookupFunc(fn)
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.Build(f)
	if err != nil {
		t.Fatal(err)
	}
	n := loops.Find(g, loops.NewEnv(m, omp.Reachable(m, f)))
	if err := n.Check(); err != nil {
		t.Fatal(err)
	}
	return n
}

// oneLoop returns the only loop of n.
func oneLoop(t *testing.T, n *loops.Nest) *loops.Loop {
	t.Helper()
	if len(n.Loops) != 1 {
		t.Fatalf("%d loops, want 1", len(n.Loops))
	}
	return n.Loops[0]
}

// o0Loop is the -O0 shape of "for (i = INIT; i REL BOUND; i += STEP) {}":
// the counter in an alloca, the test at the top, the increment in for.inc.
func o0Loop(init, pred, bound, step string) string {
	return `define void @f() {
entry:
  %i = alloca i32, align 4
  store i32 ` + init + `, i32* %i, align 4
  br label %for.cond
for.cond:
  %0 = load i32, i32* %i, align 4
  %cmp = icmp ` + pred + ` i32 %0, ` + bound + `
  br i1 %cmp, label %for.body, label %for.end
for.body:
  br label %for.inc
for.inc:
  %1 = load i32, i32* %i, align 4
  %inc = add nsw i32 %1, ` + step + `
  store i32 %inc, i32* %i, align 4
  br label %for.cond
for.end:
  ret void
}
`
}

// TestO0InductionVariables checks the counter, relation and trip count of
// -O0 loops; the trips are counted by hand from the C loop. Without debug
// information an -O0 counter is named by its alloca's identifier ("%i"), an
// -O2 one by its phi's name ("i").
func TestO0InductionVariables(t *testing.T) {
	tests := []struct {
		name                     string
		init, pred, bound, step  string
		wantStep                 int64
		wantRel, wantInit, wantB string
		trip                     string
	}{
		// i = 0, 1, ..., 9.
		{"up", "0", "slt", "10", "1", 1, "<", "0", "10", "10"},
		// i = 2, 5, 8, 11, 14, 17, 20.
		{"up by 3 to <=", "2", "sle", "20", "3", 3, "<=", "2", "20", "7"},
		// i = 10, 8, 6, 4, 2, 0.
		{"down by 2 to >=", "10", "sge", "0", "-2", -2, ">=", "10", "0", "6"},
		// i = 10, 9, ..., 1.
		{"down to >", "10", "sgt", "0", "-1", -1, ">", "10", "0", "10"},
		// i = 0, 4, 8: the ceiling of 10/4.
		{"up by 4, not a divisor", "0", "slt", "10", "4", 4, "<", "0", "10", "3"},
		// The body never runs.
		{"empty", "5", "slt", "5", "1", 1, "<", "5", "5", "0"},
		// i = 0, 1, ..., 9 with an unsigned compare.
		{"unsigned", "0", "ult", "10", "1", 1, "<", "0", "10", "10"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := nestOfSrc(t, o0Loop(tt.init, tt.pred, tt.bound, tt.step), "f")
			l := oneLoop(t, n)
			if l.IV == nil || l.Trip == nil {
				t.Fatalf("no counter or trip: %s", l.Why)
			}
			iv := l.IV
			if iv.Name != "%i" || iv.Step != tt.wantStep || iv.Rel != tt.wantRel || iv.Off != 0 ||
				iv.Init.Lua() != tt.wantInit || iv.Bound.Lua() != tt.wantB {
				t.Errorf("counter %s from %s step %d, %s %s off %d; want %%i from %s step %d, %s %s off 0",
					iv.Name, iv.Init.Lua(), iv.Step, iv.Rel, iv.Bound.Lua(), iv.Off, tt.wantInit, tt.wantStep, tt.wantRel, tt.wantB)
			}
			if !l.TopTested || l.Trip.Lua() != tt.trip {
				t.Errorf("trip %s top-tested %v; want %s top-tested", l.Trip.Lua(), l.TopTested, tt.trip)
			}
		})
	}
}

// TestO0ArgumentBound checks a bound read from a spilled argument: the trip
// is the argument, a Lua parameter without a default (no call site).
func TestO0ArgumentBound(t *testing.T) {
	src := `define void @f(i32 %n) {
entry:
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond
for.cond:
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %2 = load i32, i32* %i, align 4
  %inc = add nsw i32 %2, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond
for.end:
  ret void
}
`
	n := nestOfSrc(t, src, "f")
	l := oneLoop(t, n)
	if l.Trip == nil || l.Trip.Lua() != "n" {
		t.Fatalf("trip %v; want n (%s)", l.Trip, l.Why)
	}
	if len(n.Env.Params) != 1 || n.Env.Params[0].Name != "n" || n.Env.Params[0].HasDefault {
		t.Errorf("params %+v; want n without a default", n.Env.Params)
	}
}

// TestO2RotatedLoop checks an -O2 loop rotated to test at the bottom: the
// counter is a phi, the test compares the incremented value for equality
// with the bound. "for (i = 0; i < 100; i++)" runs its body 100 times.
func TestO2RotatedLoop(t *testing.T) {
	src := `define void @f() {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 100
  br i1 %done, label %exit, label %body
exit:
  ret void
}
`
	l := oneLoop(t, nestOfSrc(t, src, "f"))
	if l.IV == nil || l.Trip == nil {
		t.Fatalf("no counter or trip: %s", l.Why)
	}
	// The exit is taken on equality, so the loop runs while i+1 != 100.
	if l.TopTested || l.IV.Rel != "!=" || l.IV.Step != 1 || l.IV.Off != 1 || l.Trip.Lua() != "100" {
		t.Errorf("top-tested %v, %s step %d off %d, trip %s; want bottom-tested, != step 1 off 1, trip 100",
			l.TopTested, l.IV.Rel, l.IV.Step, l.IV.Off, l.Trip.Lua())
	}
}

// TestHeaderSteps checks the header phis that move by a constant beside the
// counter: a second integer counter, and pointers bumped by constant GEPs,
// whose steps are bytes: 2 x i32 is 8, one { i8, double, i32 } is 24 (1 +
// 7 padding + 8 + 4 + 4 tail padding).
func TestHeaderSteps(t *testing.T) {
	src := `define void @f(i32* %a, { i8, double, i32 }* %s) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = phi i32* [ %a, %entry ], [ %p.next, %body ]
  %q = phi { i8, double, i32 }* [ %s, %entry ], [ %q.next, %body ]
  %j = phi i64 [ 5, %entry ], [ %j.next, %body ]
  store i32 0, i32* %p, align 4
  %p.next = getelementptr inbounds i32, i32* %p, i64 2
  %q.next = getelementptr inbounds { i8, double, i32 }, { i8, double, i32 }* %q, i64 1
  %j.next = add i64 3, %j
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %body
exit:
  ret void
}
`
	l := oneLoop(t, nestOfSrc(t, src, "f"))
	if l.IV == nil || l.IV.Name != "i" || l.Trip == nil || l.Trip.Lua() != "8" {
		t.Fatalf("counter %v trip %v; want i, 8 (%s)", l.IV, l.Trip, l.Why)
	}
	want := map[string]int64{"p": 8, "q": 24, "j": 3}
	if len(l.Steps) != len(want) {
		t.Errorf("%d stepping phis, want %d", len(l.Steps), len(want))
	}
	for phi, st := range l.Steps {
		name := phi.Name()
		if w, ok := want[name]; !ok || st.Step != w {
			t.Errorf("phi %%%s steps %d; want %d", name, st.Step, w)
		}
	}
}

// TestTriangularNest checks an inner loop whose start is the outer counter
// plus one, "for (i = 0; i < 10; i++) for (j = i + 1; j < 10; j++)": the
// inner trip is 9 - i, and the inner body runs 9 + 8 + ... + 0 = 45 times.
func TestTriangularNest(t *testing.T) {
	src := `define void @f() {
entry:
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 0, i32* %i, align 4
  br label %outer.cond
outer.cond:
  %0 = load i32, i32* %i, align 4
  %c0 = icmp slt i32 %0, 10
  br i1 %c0, label %outer.body, label %outer.end
outer.body:
  %1 = load i32, i32* %i, align 4
  %add = add nsw i32 %1, 1
  store i32 %add, i32* %j, align 4
  br label %inner.cond
inner.cond:
  %2 = load i32, i32* %j, align 4
  %c1 = icmp slt i32 %2, 10
  br i1 %c1, label %inner.body, label %inner.end
inner.body:
  %3 = load i32, i32* %j, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %j, align 4
  br label %inner.cond
inner.end:
  %4 = load i32, i32* %i, align 4
  %inc2 = add nsw i32 %4, 1
  store i32 %inc2, i32* %i, align 4
  br label %outer.cond
outer.end:
  ret void
}
`
	n := nestOfSrc(t, src, "f")
	checkLoops(t, n, []loopWant{{"%i", "10", 1, true}, {"%j", "-iv0 + 9", 2, true}})
	tot, ok := n.TotalIterations(n.Loops[1])
	if !ok {
		t.Fatal("no total for the inner loop")
	}
	if v, _ := tot.Eval(nil); v != 45 {
		t.Errorf("inner iterations %v, want 45", v)
	}
}

// TestUnknownBound checks a bound the analysis cannot express (a call's
// result): the counter stays, with the compared value, and there is no trip.
func TestUnknownBound(t *testing.T) {
	src := `declare i32 @rand()

define void @f() {
entry:
  %i = alloca i32, align 4
  %m = call i32 @rand()
  store i32 0, i32* %i, align 4
  br label %for.cond
for.cond:
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, %m
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %1 = load i32, i32* %i, align 4
  %inc = add nsw i32 %1, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond
for.end:
  ret void
}
`
	l := oneLoop(t, nestOfSrc(t, src, "f"))
	if l.Trip != nil {
		t.Errorf("trip %s; want none", l.Trip.Lua())
	}
	if l.IV == nil || l.IV.Name != "%i" || l.IV.Rel != "<" || l.IV.BoundValue == nil || l.Why == "" {
		t.Errorf("counter %+v, why %q; want i kept with its compared value and a reason", l.IV, l.Why)
	}
}

// TestTripFrom checks TripFrom against iterations counted by hand.
func TestTripFrom(t *testing.T) {
	loop := func(top bool, step, off int64, rel string) *loops.Loop {
		return &loops.Loop{TopTested: top, IV: &loops.IndVar{Step: step, Off: off, Rel: rel}}
	}
	tests := []struct {
		name         string
		l            *loops.Loop
		start, bound int64
		want         int64
		ok           bool
	}{
		{"0..9", loop(true, 1, 0, "<"), 0, 10, 10, true},
		{"start at the bound", loop(true, 1, 0, "<"), 10, 10, 0, true},
		{"start past the bound", loop(true, 1, 0, "<"), 12, 10, 0, true},
		{"2, 5, ..., 20", loop(true, 3, 0, "<="), 2, 20, 7, true},
		{"10, 8, ..., 0", loop(true, -2, 0, ">="), 10, 0, 6, true},
		{"10, 9, ..., 1", loop(true, -1, 0, ">"), 10, 0, 10, true},
		// The test sees i+1: i = 0..8 pass "i+1 < 10".
		{"compare i+1", loop(true, 1, 1, "<"), 0, 10, 9, true},
		// Bottom-tested on the incremented counter: do { } while (++i != 100).
		{"rotated !=", loop(false, 1, 1, "!="), 0, 100, 100, true},
		// Bottom-tested on the old value: the body runs once before the
		// first test, then while i < 10 for i = 0..9.
		{"bottom-tested old value", loop(false, 1, 0, "<"), 0, 10, 11, true},
		// i = 0, 2, 4, ... never equals 7.
		{"!= never met", loop(true, 2, 0, "!="), 0, 7, 0, false},
		{"no relation", loop(true, 1, 0, ""), 0, 10, 0, false},
		{"no counter", &loops.Loop{TopTested: true}, 0, 10, 0, false},
	}
	for _, tt := range tests {
		got, ok := tt.l.TripFrom(tt.start, tt.bound)
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s: TripFrom(%d, %d) = %d, %v; want %d, %v", tt.name, tt.start, tt.bound, got, ok, tt.want, tt.ok)
		}
	}
}

// TestNamed checks IndVar.Named: a counter named by its alloca or phi is
// named, a phi without a name (value names discarded) gets the placeholder
// iv<line> and is not.
func TestNamed(t *testing.T) {
	iv := oneLoop(t, nestOfSrc(t, o0Loop("0", "slt", "10", "1"), "f")).IV
	if iv == nil || !iv.Named() || iv.Name != "%i" {
		t.Fatalf("-O0 counter: %+v, want %%i, named", iv)
	}
	o2 := `define void @f() {
0:
  br label %1
1:
  %2 = phi i64 [ 0, %0 ], [ %3, %1 ]
  %3 = add nuw nsw i64 %2, 1
  %4 = icmp eq i64 %3, 10
  br i1 %4, label %5, label %1
5:
  ret void
}
`
	iv = oneLoop(t, nestOfSrc(t, o2, "f")).IV
	if iv == nil || iv.Named() || iv.Name != "iv0" {
		t.Fatalf("-O2 unnamed phi: %+v, want the placeholder iv0, not named", iv)
	}
	if (&loops.IndVar{}).Named() {
		t.Error("an IndVar without a name is named")
	}
}
