package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestSwitchTestedLoops: loops whose only test is a switch, as -O2 makes
// an interpreter's dispatch (the loop's exit folded into the switch's
// default or a case). testdata/switch_dispatch.c is a run-length decoder
// over a stream the program encodes; the corpus's bytecode_vm a stack
// machine running a program main assembles. The walk evaluates the switch
// at every iteration (loops.Nest.SwitchTest): its exits end the loop, its
// other successors are the arms of a Branch at the top of the body. So
// every count and both levels' misses are the run's at -O0 and -O2, with
// nothing estimated. Before, -O2 took the loop's trip from the switch's
// heuristic shares (bytecode_vm: 14 iterations for 320,075, its L1 hit
// rate 22.6 points off). The decoder's RUN arm also needs the phi after a
// guard the run never fails (a memset's length > 0, counted): the arm
// runs through both of the guard's blocks, and the edge the run takes
// decides the phi (i += 3, o += len), not a guess.
func TestSwitchTestedLoops(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/switch_dispatch.O0.ll", "testdata/switch_dispatch.O2.ll"} {
		for _, args := range [][]string{{"3000"}, {"777", "3"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
	for _, file := range []string{"../../testdata/corpus/ll/bytecode_vm.O2.ll", "../../testdata/corpus/ll/bytecode_vm.O3.ll"} {
		exactStream(t, file, []string{"3000"}, levels, 0)
	}
}
