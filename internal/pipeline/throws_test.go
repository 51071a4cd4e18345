package pipeline_test

import (
	"slices"
	"testing"
)

// TestThrownExceptions: a program that throws and catches exceptions of
// its own (throw_catch.cpp: a loop's callee throws on every seventh value
// in mode 1, where generated data says in mode 2, never in mode 0; the
// loop catches the thrown class by its base). The balance equations take
// every call as returning and every invoke to its normal destination, so
// the landing pads count 0 and the blocks after the throwing calls count
// every call: wherever a throw runs or rests on an estimate, those counts
// are marked and the statement names the calls (est.Throws); every count
// left unmarked equals the run's. The catch stops the exception in the
// loop: main's call of the loop's function is not one that throws. Mode 0
// at -O0 throws nothing: nothing is marked for it. Before, the corpus's
// exceptions_parse printed its catch blocks as derived 0 against 60.
//
// Where the throw and its catch sit in one function (-O2 inlines check
// into the loop) and what decides the throw is derived (mode 0 and mode 1,
// a counter's remainder), every count is derived and equals the run's: an
// invoke of __cxa_throw goes to its landing pad; the catch's dispatch
// compares the pad's selector with the typeid of the class it catches,
// which the thrown class's typeinfo decides (Invalid, a runtime_error);
// blocks only an exception reaches do not make exits of the loop around
// them; the vector's end, carried round the loop as phis of itself because
// the catch reloads it, is the end the loop's bound reads; and the throw's
// constructor (std::runtime_error's, a library call writing the exception
// object) leaves the walk's memory of numbers alone.
func TestThrownExceptions(t *testing.T) {
	for _, c := range []struct{ level, mode string }{{"O0", "0"}, {"O2", "0"}, {"O2", "1"}} {
		derivedCounts(t, "testdata/throw_catch."+c.level+".ll", []string{"700", c.mode})
	}
	const callLine = 51 // main's call of sum_checked
	for _, level := range []string{"O0", "O2"} {
		file := "testdata/throw_catch." + level + ".ll"
		for _, mode := range []string{"0", "1", "2"} {
			what := file + " -- 700 " + mode
			est := unaffectedAgainstRun(t, file, []string{"700", mode})
			switch {
			case mode != "0" && len(est.Throws) == 0:
				t.Errorf("%s: no call named as throwing", what)
			case mode == "0" && level == "O0" && len(est.Throws) > 0:
				t.Errorf("%s: calls at lines %v named as throwing, but no throw runs", what, est.Throws)
			case slices.Contains(est.Throws, callLine):
				t.Errorf("%s: main's call at line %d named as throwing, but the loop catches what it throws", what, callLine)
			}
		}
	}
}
