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
// decides the phi (i += 3, o += len), not a guess; and that memset, of 1
// to 12 bytes, is one access of the lines it touches, as measure streams
// an access one word carries (reuse's bulk: maxEvent), not one per piece.
//
// testdata/switch_latch.c is a do-while whose test -O2 makes a switch at
// the loop's one block (c != ' ' && c != '\n' && ...: the cases leave, the
// default loops back). The walk counts every visit of the switch, the
// passes that stay included (the exits alone would make one pass per
// call: 818 against 3,000).
func TestSwitchTestedLoops(t *testing.T) {
	levels := smallHierarchy(t)
	exactStreams(t, levels, []string{"testdata/switch_dispatch.O0.ll", "testdata/switch_dispatch.O2.ll"}, [][]string{{"3000"}, {"777", "3"}})
	exactStreams(t, levels, []string{"testdata/switch_latch.O0.ll", "testdata/switch_latch.O2.ll"}, [][]string{{"3000"}, {"500", "9"}})
	exactStreams(t, levels, []string{"../../testdata/corpus/ll/bytecode_vm.O2.ll", "../../testdata/corpus/ll/bytecode_vm.O3.ll"}, [][]string{{"3000"}})
}

// TestHeaderWritesWalked: -O0 loops whose test at the top reads what the
// header writes (testdata/header_writes.c: while ((c = s[i++]) != '\0')
// stores i and c before it compares, while ((c = *p++)) stores p), each
// call over a piece of a generated text with a trip of its own. A pass of
// the header made ahead of the test and again with the iteration would
// store i++ twice; the walks make the header's pass once per iteration,
// before the test, the last standing for the pass the trace holds after
// the loop (reuse: evaluated and exiting, oncePass), so every count and
// both levels' misses are the run's (a 31-iteration guess without it,
// +246 % of the loads at -O0).
func TestHeaderWritesWalked(t *testing.T) {
	exactStreams(t, smallHierarchy(t), []string{"testdata/header_writes.O0.ll", "testdata/header_writes.O2.ll"}, [][]string{{"3000"}, {"500", "9"}})
}

// smallHierarchy is the 8 KiB L1 and 64 KiB L2 the exact-stream tests use.
func smallHierarchy(t *testing.T) []cache.Level {
	t.Helper()
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	return levels
}

// exactStreams runs exactStream on every file with every argument list.
func exactStreams(t *testing.T, levels []cache.Level, files []string, argsets [][]string) {
	t.Helper()
	for _, file := range files {
		for _, args := range argsets {
			exactStream(t, file, args, levels, 0)
		}
	}
}
