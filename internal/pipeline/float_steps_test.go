package pipeline_test

import (
	"testing"
)

// TestFloatSteps: loops counted by floating-point accumulations, as
// simulation codes write them (testdata/float_steps.c): a time loop to an
// end time parsed with atof by a step parsed with strtod, in a kernel that
// receives both as double arguments; a do-while that steps before its
// test; a float counter; a sweep downwards by 0.3; a time loop stepping by
// 2.0 * dt (clang's llvm.fmuladd, a product and a sum on x86-64) restarted
// for every repetition. Every addition rounds, so the trips are counted as
// the machine adds (poly.FloatSteps, held to one addition at a time in
// its own test); here every block count, -O0 and -O2, equals the run's,
// with end times that are and are not multiples of the step, and an end
// time of 0 (the guarded loops do not run).
func TestFloatSteps(t *testing.T) {
	for _, file := range []string{"testdata/float_steps.O0.ll", "testdata/float_steps.O2.ll"} {
		for _, args := range [][]string{{"200", "1.0", "0.01", "2"}, {"50", "2", "0.1", "1"}, {"120", "0.5", "0.003", "3"}, {"64", "0", "0.1", "1"}, {"80", "3e-1", "1e-2x", "2"}} {
			derivedCounts(t, file, args)
		}
	}
}
