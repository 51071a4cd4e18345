package probs_test

import (
	"fmt"
	"os"

	"github.com/reusescope/reusescope/probs"
)

// The three loop exits of the paper's running example (Figure 2): loops of
// 100, 200 and n iterations, plus a loop whose bound the analysis could
// not derive.
var sites = []probs.Site{
	{Key: "T_4_5", Func: "main", Block: "for.cond", Succ: "for.end17", Line: 4, Value: "1/101"},
	{Key: "T_7_9", Func: "main", Block: "for.cond3", Succ: "for.end14", Line: 7, Value: "1/201"},
	{Key: "T_10_13", Func: "main", Block: "for.cond6", Succ: "for.end", Line: 10, Value: "1/(n+1)"},
	{Key: "T_15_3", Func: "main", Block: "while.cond", Succ: "while.end", Line: 15,
		Hint: "loop exit of while.cond at line 15: bound is data-dependent"},
}

func ExampleWriteTemplate() {
	params := []probs.Param{{Name: "n", Default: "300", Comment: "trips of the k loop"}}
	if err := probs.WriteTemplate(os.Stdout, params, sites); err != nil {
		fmt.Println(err)
	}
	// Output:
	// -- Branch probabilities for reusescope (the PPT static analyzer's Lua format).
	// --
	// -- Each entry T_<line>_<col> is the conditional branch at that source line and
	// -- column (other keys: branches without debug info or sharing a location).
	// -- Its value is the probability that the branch goes to the successor named
	// -- in [brackets] in its comment "function:block:[successor] line L"; the other
	// -- successor gets 1 minus it. For a loop test that is the exit, 1/(trips+1).
	// -- A switch has one entry per destination (<key>_caseN, <key>_default); the
	// -- entries of one switch must sum to 1.
	// -- Values are Lua expressions (1/101, 1/(n+1)). Entries marked "estimated"
	// -- come from static heuristics (the branch could not be derived from the IR):
	// -- replace them with what you know. Entries marked TODO are nil and must be
	// -- filled in before the script is used.
	// -- Parameters come first: --set n=4000 on the command line sets param.n, so
	// -- the same script is re-evaluated for another input size.
	// -- Entries are sorted by function, source line, then key.
	//
	// local n = param.n or 300 -- trips of the k loop
	//
	// local BranchingProbs = { -- TODO: fill in the 1 nil entry for your instance
	//   T_4_5 = 1/101, -- main:for.cond:[for.end17] line 4
	//   T_7_9 = 1/201, -- main:for.cond3:[for.end14] line 7
	//   T_10_13 = 1/(n+1), -- main:for.cond6:[for.end] line 10
	//   T_15_3 = nil, -- TODO main:while.cond:[while.end] line 15: loop exit of while.cond at line 15: bound is data-dependent
	// }
	// return BranchingProbs
}

func ExampleLoad() {
	src := []byte(`local n = param.n or 300 -- trips of the k loop
local BranchingProbs = {
  T_4_5 = 1/101, -- main:for.cond:[for.end17] line 4
  T_7_9 = 1/201, -- main:for.cond3:[for.end14] line 7
  T_10_13 = 1/(n+1), -- main:for.cond6:[for.end] line 10
  T_15_3 = 1/2, -- main:while.cond:[while.end] line 15
}
return BranchingProbs
`)
	set, err := probs.ParseSet([]string{"n=999"})
	if err != nil {
		fmt.Println(err)
		return
	}
	vals, err := probs.Load("probs.lua", src, set, sites, probs.LoadOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, k := range vals.Keys() {
		p, _ := vals.Get(k)
		fmt.Printf("%s = %.6f\n", k, p)
	}

	// A misspelt key is reported with the line of the script.
	_, err = probs.Load("probs.lua", []byte("return {T_4_5 = 0.5, T_7_9 = 0.5, T_10_31 = 0.5, T_15_3 = 0.5}"), nil, sites, probs.LoadOptions{})
	fmt.Println(err)
	// Output:
	// T_10_13 = 0.001000
	// T_15_3 = 0.500000
	// T_4_5 = 0.009901
	// T_7_9 = 0.004975
	// probs.lua:1: unknown key T_10_31 in the returned table (no such branch site; did you mean T_10_13?) (and 1 more problem)
}
