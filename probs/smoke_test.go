package probs

import (
	"os"
	"testing"
	"time"
)

func TestSmoke(t *testing.T) {
	sites := []Site{
		{Key: "T_4_5", Func: "main", Block: "for.cond", Succ: "for.end", Line: 4, Value: "1/101"},
		{Key: "T_7_9", Func: "main", Block: "for.cond1", Succ: "for.end12", Line: 7, Value: "1/(n+1)"},
		{Key: "T_12_3", Func: "main", Block: "while.cond", Succ: "while.end", Line: 12, Hint: "loop exit of while.cond at line 12: bound is data-dependent"},
		{Key: "T_9_3_case1", Func: "main", Block: "sw", Succ: "sw.bb", Line: 9, Kind: SwitchCase, Group: "T_9_3", Value: "0.5"},
		{Key: "T_9_3_default", Func: "main", Block: "sw", Succ: "sw.default", Line: 9, Kind: SwitchCase, Group: "T_9_3", Value: "0.5"},
	}
	WriteTemplate(os.Stdout, []Param{{"n", "200", "inner trips"}, {"m", "", ""}}, sites)
	for _, src := range []string{
		"while true do end",
		"local s = 'x' for i = 1, 40 do s = s .. s end",
		"os.exit(1)", "local x = nn + 1", "return 5", "", "error({})", "x = = 2", "return {[1]=2}",
		"return {T_4_5 = 1/101, T_7_9 = 0.5, T_12_3 = 2, T_9_3_case1 = 0.5, T_9_3_defualt = 0.5}",
		"local t = {\n T_4_5 = 1/101,\n T_7_9 = 0.5,\n T_12_3 = nil,\n T_9_3_case1 = 0.5, T_9_3_default = 0.6}\nreturn t",
		"return ('x'):rep(1e9)",
		"local n = param.n or 10\nreturn {T_4_5 = 1/101, T_7_9 = 1/(n+1), T_12_3 = 0.1, T_9_3_case1 = 0.5, T_9_3_default = 0.5}",
	} {
		start := time.Now()
		v, err := Load("probs.lua", []byte(src), map[string]string{"n": "200"}, sites, LoadOptions{Timeout: 300 * time.Millisecond})
		t.Logf("%q -> %v %v (%v)", src, v.Map(), err, time.Since(start))
	}
}
