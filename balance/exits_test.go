package balance_test

import (
	"strings"
	"testing"
)

// TestSolveNeverExits checks that a loop whose exit probability is 0 is an
// error naming that loop, its header and line, and that a block that can
// reach no return outside any such loop is an error naming a block.
func TestSolveNeverExits(t *testing.T) {
	tests := []struct {
		fn       string
		probs    probMap
		withNest bool
		want     string
	}{
		{"loop", probMap{"T_3_3": 0}, true, "loop for.cond (line 3) of loop never exits"},
		// Without a nest Solve cannot name the loop; it names the first
		// block (in reverse postorder) that cannot reach a return, here the
		// entry.
		{"loop", probMap{"T_3_3": 0}, false, "block entry (line 0) of loop never reaches a return"},
		// The inner loop never exits; the outer one would.
		{"nested", probMap{"T_10_3": 0.5, "T_11_5": 0, "T_12_7": 0.5}, true, "loop i.cond (line 11) of nested never exits"},
		// The outer loop never exits. The inner one does, although it
		// cannot reach a return either.
		{"nested", probMap{"T_10_3": 0, "T_11_5": 0.5, "T_12_7": 0.5}, true, "loop o.cond (line 10) of nested never exits"},
		// Both: the program is caught in the inner loop.
		{"nested", probMap{"T_10_3": 0, "T_11_5": 0, "T_12_7": 0.5}, true, "loop i.cond (line 11) of nested never exits"},
		// A switch whose cases all have probability 0 inside a loop that
		// exits: the switch block is the dead end, not the loop.
		{"deadend", probMap{"T_deadend_head": 0.5, "T_deadend_sw_default": 0, "T_deadend_sw_case1": 0}, true,
			"block sw (line 0) of deadend never reaches a return"},
		// A two-entry cycle is an irreducible loop of the nest, headed by
		// its entry first in reverse postorder: it is named.
		{"twoentry", probMap{"T_twoentry_entry": 0.5, "T_twoentry_a": 0, "T_twoentry_b": 0}, true,
			"loop a (line 0) of twoentry never exits"},
	}
	for _, tt := range tests {
		_, err := solveNamed(t, tt.fn, tt.probs, tt.withNest)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s %v (nest %v): error %v, want one containing %q", tt.fn, tt.probs, tt.withNest, err, tt.want)
		}
	}
}
