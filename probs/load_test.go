package probs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/internal/timebound"
)

// twoSites are a loop exit and a two-way switch group.
var twoSites = []Site{
	{Key: "T_4_5", Func: "main", Block: "for.cond", Succ: "for.end", Line: 4},
	{Key: "T_9_3_case1", Func: "main", Block: "entry", Succ: "sw.bb", Line: 9, Kind: SwitchCase, Group: "T_9_3"},
	{Key: "T_9_3_default", Func: "main", Block: "entry", Succ: "sw.default", Line: 9, Kind: SwitchCase, Group: "T_9_3"},
}

// testTimeout keeps the endless-loop cases short.
const testTimeout = 200 * time.Millisecond

func TestLoadParam(t *testing.T) {
	sites := []Site{{Key: "T", Func: "f", Block: "b", Succ: "s"}}
	src := []byte("local n = param.n or 100\nreturn { T = 1/(n+1) }\n")
	for _, tt := range []struct {
		set  map[string]string
		want float64
	}{
		{nil, 1.0 / 101},
		{map[string]string{"n": "200"}, 1.0 / 201},
		{map[string]string{"n": " 2e2 "}, 1.0 / 201},
		{map[string]string{"n": "0x10"}, 1.0 / 17},
		{map[string]string{"n": "-0.5"}, 2},
	} {
		v, err := Load("probs.lua", src, tt.set, sites, LoadOptions{})
		if tt.want > 1 {
			want := "probs.lua:2: T (f:b:[s]) = 2 is not a probability in [0,1]"
			if err == nil || err.Error() != want {
				t.Errorf("set %v: err %v, want %q", tt.set, err, want)
			}
			continue
		}
		if err != nil {
			t.Errorf("set %v: %v", tt.set, err)
			continue
		}
		if got, _ := v.Get("T"); got != tt.want {
			t.Errorf("set %v: T = %v, want %v", tt.set, got, tt.want)
		}
	}
}

func TestLoadParamString(t *testing.T) {
	sites := []Site{{Key: "T", Func: "f", Block: "b", Succ: "s"}}
	src := []byte(`local size = param.size or "small"
local trips = ({small = 9, large = 99})[size]
return { T = 1/(trips+1) }`)
	v, err := Load("probs.lua", src, map[string]string{"size": "large"}, sites, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := v.Get("T"); got != 0.01 {
		t.Errorf("T = %v, want 1/100", got)
	}
}

func TestLoadUnusedSet(t *testing.T) {
	sites := []Site{{Key: "T", Func: "f", Block: "b", Succ: "s"}}
	src := []byte("local n = param.n or 100\nreturn { T = 1/(n+1) }\n")
	set := map[string]string{"n": "1", "nn": "2"}
	_, err := Load("probs.lua", src, set, sites, LoadOptions{})
	want := "probs.lua: --set nn: the script never reads param.nn (it reads param.n)"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %q", err, want)
	}
	if _, err := Load("probs.lua", src, set, sites, LoadOptions{AllowUnusedSet: true}); err != nil {
		t.Errorf("AllowUnusedSet: %v", err)
	}
	// A value bound from the program's arguments, not by the user, may
	// go unread (a script from probs --from-run gives numbers only).
	if _, err := Load("probs.lua", src, set, sites, LoadOptions{Implied: map[string]bool{"nn": true}}); err != nil {
		t.Errorf("Implied nn: %v", err)
	}
	if _, err := Load("probs.lua", src, set, sites, LoadOptions{Implied: map[string]bool{"n": true}}); err == nil {
		t.Errorf("Implied n: nn is still the user's and unread, want the error")
	}
}

// goodBody is a valid table for twoSites.
const goodBody = "  T_4_5 = 1/101,\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"

func TestLoadOK(t *testing.T) {
	v, err := Load("probs.lua", []byte("local BranchingProbs = {\n"+goodBody+"}\nreturn BranchingProbs\n"), nil, twoSites, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m := v.Map()
	if len(m) != 3 || m["T_4_5"] != 1.0/101 || m["T_9_3_case1"] != 0.25 || m["T_9_3_default"] != 0.75 {
		t.Errorf("values %v", m)
	}
	if _, ok := v.Get("T_1_1"); ok {
		t.Error("Get of an unknown key reports ok")
	}
}

func TestLoadErrors(t *testing.T) {
	wrap := func(body string) string { return "local BranchingProbs = {\n" + body + "}\nreturn BranchingProbs\n" }
	tests := []struct {
		name, src, want string
	}{
		{"syntax error", "local BranchingProbs = {\n  T_4_5 = 1/101\n  T_9_3_case1 = 0.5,\n}\n",
			"probs.lua:3: syntax error near 'T_9_3_case1'"},
		{"syntax error at end", "local x = (1 +\n",
			"probs.lua:2: syntax error at end of file"},
		{"unterminated string", "local x = \"abc\n", // gopher-lua reports the line after
			"probs.lua:2: unterminated string near 'abc'"},
		{"runtime error", "local a\nlocal b = a + 1\n",
			"probs.lua:2: cannot perform add operation between nil and number"},
		{"error call", "error('no probabilities for this input')\n",
			"probs.lua:1: no probabilities for this input"},
		{"error with table", "error({})\n",
			"probs.lua: the script raised an error value of type table"},
		{"undefined global", "local n = nn + 1\n",
			"probs.lua:1: undefined global 'nn'"},
		{"missing key", wrap("  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"),
			"probs.lua: T_4_5 (main:for.cond:[for.end] line 4) is missing from the returned table"},
		{"nil key", wrap("  T_4_5 = nil, -- TODO\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"),
			"probs.lua:2: T_4_5 (main:for.cond:[for.end] line 4) is nil; fill in its probability"},
		{"above 1", wrap("  T_4_5 = 1.5,\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"),
			"probs.lua:2: T_4_5 (main:for.cond:[for.end] line 4) = 1.5 is not a probability in [0,1]"},
		{"negative", wrap("  T_4_5 = -0.1,\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"),
			"probs.lua:2: T_4_5 (main:for.cond:[for.end] line 4) = -0.1 is not a probability in [0,1]"},
		{"NaN", wrap("  T_4_5 = 0/0,\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"),
			"probs.lua:2: T_4_5 (main:for.cond:[for.end] line 4) = NaN is not a probability in [0,1]"},
		{"inf", wrap("  T_4_5 = 1/0,\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"),
			"probs.lua:2: T_4_5 (main:for.cond:[for.end] line 4) = +Inf is not a probability in [0,1]"},
		{"string value", wrap("  T_4_5 = \"0.5\",\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"),
			"probs.lua:2: T_4_5 (main:for.cond:[for.end] line 4) is a string (\"0.5\"), want a number"},
		{"boolean value", wrap("  T_4_5 = true,\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"),
			"probs.lua:2: T_4_5 (main:for.cond:[for.end] line 4) is a boolean, want a number"},
		{"unknown key", wrap(goodBody + "  T_4_6 = 0.5,\n"),
			"probs.lua:5: unknown key T_4_6 in the returned table (no such branch site; did you mean T_4_5?)"},
		{"misspelt key", wrap("  T_4_6 = 1/101,\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.75,\n"),
			"probs.lua:2: unknown key T_4_6 in the returned table (no such branch site; did you mean T_4_5?) (and 1 more problem)"},
		{"unknown key far from all", wrap(goodBody + "  zzz = 0.5,\n"),
			"probs.lua:5: unknown key zzz in the returned table (no such branch site)"},
		{"non-string key", "return {0.5}\n",
			"probs.lua: the returned table has a number key (1); write entries as T_4_5 = value"},
		{"switch sum", wrap("  T_4_5 = 1/101,\n  T_9_3_case1 = 0.25,\n  T_9_3_default = 0.5,\n"),
			"probs.lua:3: switch T_9_3 (main:entry line 9): its cases sum to 0.75, want 1 (T_9_3_case1 + T_9_3_default)"},
		{"endless loop", "while true do end\n",
			"probs.lua: CPU time limit of 200ms exceeded (endless loop?)"},
		{"endless loop in pcall", "while true do pcall(function() while true do end end) end\n",
			"probs.lua: CPU time limit of 200ms exceeded (endless loop?)"},
		{"endless recursion", "local function f() return f() end\nf()\n",
			"probs.lua: CPU time limit of 200ms exceeded (endless loop?)"},
		{"stack overflow", "local function f() return 1 + f() end\nf()\n",
			"probs.lua:1: stack overflow"},
		{"returns a number", "return 0.5\n",
			`probs.lua: the script returned a number, want the table of probabilities (end it with "return BranchingProbs")`},
		{"returns nothing", "local BranchingProbs = {" + goodBody + "}\n",
			`probs.lua: the script returned nil or nothing, want the table of probabilities (end it with "return BranchingProbs")`},
		{"os.exit", "os.exit(1)\n",
			"probs.lua:1: 'os' is not available in probability scripts (only the base, string, table and math libraries are)"},
		{"io.open", "local f = io.open('/etc/passwd')\n",
			"probs.lua:1: 'io' is not available in probability scripts (only the base, string, table and math libraries are)"},
		{"require", "local m = require('x')\n",
			"probs.lua:1: 'require' is not available in probability scripts (only the base, string, table and math libraries are)"},
		{"loadstring", "loadstring('return 1')()\n",
			"probs.lua:1: 'loadstring' is not available in probability scripts (only the base, string, table and math libraries are)"},
		{"dofile", "dofile('/etc/passwd')\n",
			"probs.lua:1: 'dofile' is not available in probability scripts (only the base, string, table and math libraries are)"},
		{"debug", "debug.sethook()\n",
			"probs.lua:1: 'debug' is not available in probability scripts (only the base, string, table and math libraries are)"},
		{"deep nesting", "return " + strings.Repeat("{", maxSyntaxDepth+10) + strings.Repeat("}", maxSyntaxDepth+10) + "\n",
			"probs.lua:1: nesting deeper than 500 levels"},
		{"string.rep bomb", "local s = string.rep('x', 1e10)\n",
			"probs.lua:1: string.rep: result of 1e+10 bytes exceeds the 1048576-byte limit"},
		{"string.rep method bomb", "local s = ('ab'):rep(1e9)\n",
			"probs.lua:1: string.rep: result of 2e+09 bytes exceeds the 1048576-byte limit"},
		{"gsub bomb", "local s = string.rep('x', 2000)\nlocal t = s:gsub('', s)\n",
			"probs.lua:2: string.gsub: result could reach 4.004e+06 bytes, over the 1048576-byte limit"},
		{"format width", "local s = string.format('%999999999d', 1)\n",
			"probs.lua:1: string.format: invalid format (width too long)"},
		{"concat bomb", "local t = {} for i = 1, 1000 do t[i] = 'x' end\nlocal s = table.concat(t, string.rep('y', 2000))\n",
			"probs.lua:2: table.concat: result would exceed the 1048576-byte limit"},
	}
	for _, tt := range tests {
		_, err := Load("probs.lua", []byte(tt.src), nil, twoSites, LoadOptions{Timeout: testTimeout})
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s:\n got %v\nwant %s", tt.name, err, tt.want)
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.File != "probs.lua" {
			t.Errorf("%s: error %T is not a *Error for probs.lua", tt.name, err)
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: message has several lines", tt.name)
		}
	}
}

func TestLoadTimeoutIsDeadline(t *testing.T) {
	start := time.Now()
	_, err := Load("probs.lua", []byte("while true do end"), nil, nil, LoadOptions{Timeout: 50 * time.Millisecond})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want one wrapping context.DeadlineExceeded", err)
	}
	// 50 ms of script plus at most abandonGrace; 600 reference units (about
	// 1.5 s) means the limit failed.
	timebound.Within(t, time.Since(start), 600, "Load with a 50ms limit")
}

func TestLoadContextCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(20 * time.Millisecond); cancel() }()
	_, err := Load("probs.lua", []byte("while true do end"), nil, nil, LoadOptions{Context: ctx})
	if !errors.Is(err, context.Canceled) || err.Error() != "probs.lua: stopped: context canceled" {
		t.Errorf("err = %v, want probs.lua: stopped: context canceled", err)
	}
}

func TestLoadPrint(t *testing.T) {
	var out bytes.Buffer
	src := "print('n', 3, nil)\nreturn {}\n"
	if _, err := Load("probs.lua", []byte(src), nil, nil, LoadOptions{Print: &out}); err != nil {
		t.Fatal(err)
	}
	if out.String() != "n\t3\tnil\n" {
		t.Errorf("print wrote %q", out.String())
	}
	if _, err := Load("probs.lua", []byte(src), nil, nil, LoadOptions{}); err != nil {
		t.Errorf("print without a writer: %v", err)
	}
}

func TestLoadLimitsOfSetAndSize(t *testing.T) {
	_, err := Load("p.lua", []byte("return {}"), map[string]string{"2x": "1"}, nil, LoadOptions{})
	if err == nil || err.Error() != `p.lua: --set "2x": not a valid Lua name` {
		t.Errorf("bad --set name: %v", err)
	}
	big := make([]byte, MaxScriptBytes+1)
	_, err = Load("p.lua", big, nil, nil, LoadOptions{})
	if err == nil || err.Error() != "p.lua: script is 4194305 bytes, over the 4194304-byte limit" {
		t.Errorf("big script: %v", err)
	}
	_, err = Load("p.lua", []byte("return {}"), nil, []Site{{Key: "a"}, {Key: "a"}}, LoadOptions{})
	if err == nil || err.Error() != "load p.lua: site a: duplicate key (::[] and ::[])" {
		t.Errorf("duplicate sites: %v", err)
	}
}

// TestLoadPaperScript loads Figure 4 of the static-analysis paper as
// printed (keys and comments as the authors' tool wrote them).
func TestLoadPaperScript(t *testing.T) {
	src := `local BranchingProbs = { --TODO: Fill in static values for the various branching probabilities for your instance
T_11_13 = 1/301, -- main:9:[for.end]
T_5_5 = 1/101, -- main:13:[for.end17]
T_8_9 = 1/201, -- main:11:[for.end14]
}
return BranchingProbs
`
	sites := []Site{
		{Key: "T_11_13", Func: "main", Block: "9", Succ: "for.end", Line: 11},
		{Key: "T_5_5", Func: "main", Block: "13", Succ: "for.end17", Line: 5},
		{Key: "T_8_9", Func: "main", Block: "11", Succ: "for.end14", Line: 8},
	}
	v, err := Load("fig4.lua", []byte(src), nil, sites, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for k, w := range map[string]float64{"T_11_13": 1.0 / 301, "T_5_5": 1.0 / 101, "T_8_9": 1.0 / 201} {
		if got, _ := v.Get(k); got != w {
			t.Errorf("%s = %v, want %v", k, got, w)
		}
	}
}

func TestParamValue(t *testing.T) {
	for _, tt := range []struct {
		in  string
		num float64
		ok  bool
	}{
		{"200", 200, true}, {"-3", -3, true}, {"1e3", 1000, true}, {".5", 0.5, true},
		{"0x1F", 31, true}, {"-0x10", -16, true},
		{"inf", 0, false}, {"NaN", 0, false}, {"1e999", 0, false}, {"1_000", 0, false},
		{"0x1p3", 0, false}, {"abc", 0, false}, {"--1", 0, false}, {"", 0, false},
	} {
		got, ok := parseLuaNumber(tt.in)
		if ok != tt.ok || got != tt.num {
			t.Errorf("parseLuaNumber(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.num, tt.ok)
		}
	}
}

// TestLoadCompileTimeout gives a large script (5000 entries) too little time:
// the message must blame the size, not an endless loop.
func TestLoadCompileTimeout(t *testing.T) {
	var src strings.Builder
	src.WriteString("return {\n")
	const n = 5000 // constants: about 0.1 s to compile, far over 1 ms
	for i := 0; i < n; i++ {
		fmt.Fprintf(&src, "T_%d = 0.5,\n", i)
	}
	src.WriteString("}\n")
	_, err := Load("big.lua", []byte(src.String()), nil, nil, LoadOptions{Timeout: time.Millisecond})
	want := fmt.Sprintf("big.lua: CPU time limit of 1ms exceeded while compiling the %d-byte script (raise the limit for very large scripts)", src.Len())
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
}
