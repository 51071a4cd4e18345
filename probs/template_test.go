package probs

import (
	"bytes"
	"flag"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// paperSites are the three loop exits of Figure 2 of the static-analysis
// paper (loops of 100, 200 and 300 iterations), plus a data-dependent
// while loop and a three-way switch.
func paperSites() []Site {
	return []Site{
		{Key: "T_10_13", Func: "main", Block: "for.cond6", Succ: "for.end", Line: 10, Value: "1/(k_trips+1)"},
		{Key: "T_4_5", Func: "main", Block: "for.cond", Succ: "for.end17", Line: 4, Value: "1/101"},
		{Key: "T_7_9", Func: "main", Block: "for.cond3", Succ: "for.end14", Line: 7, Value: "1/201"},
		{Key: "T_20_3", Func: "main", Block: "while.cond", Succ: "while.end", Line: 20,
			Hint: "loop exit of while.cond at line 20: bound is data-dependent"},
		{Key: "T_25_3_case1", Func: "main", Block: "sw.entry", Succ: "sw.bb", Line: 25, Kind: SwitchCase, Group: "T_25_3", Value: "1/4"},
		{Key: "T_25_3_case2", Func: "main", Block: "sw.entry", Succ: "sw.bb2", Line: 25, Kind: SwitchCase, Group: "T_25_3", Value: "1/4"},
		{Key: "T_25_3_default", Func: "main", Block: "sw.entry", Succ: "sw.default", Line: 25, Kind: SwitchCase, Group: "T_25_3", Value: "1/2"},
		{Key: "T_helper_bb3", Func: "helper", Block: "bb3", Succ: "bb5", Value: "0.5"},
	}
}

var paperParams = []Param{{Name: "k_trips", Default: "300", Comment: "trips of the k loop"}}

func TestWriteTemplateGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteTemplate(&buf, paperParams, paperSites()); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "template.lua")
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got := buf.String(); got != string(want) {
		t.Errorf("template differs from %s (run go test -update):\n%s", golden, got)
	}
}

// TestWriteTemplateLines checks the parts of the format other code and
// people rely on, independently of the golden file.
func TestWriteTemplateLines(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteTemplate(&buf, paperParams, paperSites()); err != nil {
		t.Fatal(err)
	}
	var body []string
	inTable := false
	for _, line := range strings.Split(buf.String(), "\n") {
		switch {
		case strings.HasPrefix(line, "local BranchingProbs = {"):
			inTable = true
		case line == "}":
			inTable = false
		case inTable:
			body = append(body, line)
		}
	}
	// Sorted by function ("helper" < "main"), then line, then key.
	want := []string{
		"  T_helper_bb3 = 0.5, -- helper:bb3:[bb5]",
		"  T_4_5 = 1/101, -- main:for.cond:[for.end17] line 4",
		"  T_7_9 = 1/201, -- main:for.cond3:[for.end14] line 7",
		"  T_10_13 = 1/(k_trips+1), -- main:for.cond6:[for.end] line 10",
		"  T_20_3 = nil, -- TODO main:while.cond:[while.end] line 20: loop exit of while.cond at line 20: bound is data-dependent",
		"  T_25_3_case1 = 1/4, -- main:sw.entry:[sw.bb] line 25 (switch T_25_3)",
		"  T_25_3_case2 = 1/4, -- main:sw.entry:[sw.bb2] line 25 (switch T_25_3)",
		"  T_25_3_default = 1/2, -- main:sw.entry:[sw.default] line 25 (switch T_25_3)",
	}
	if strings.Join(body, "\n") != strings.Join(want, "\n") {
		t.Errorf("table body:\n%s\nwant:\n%s", strings.Join(body, "\n"), strings.Join(want, "\n"))
	}
	if !strings.Contains(buf.String(), "\nlocal k_trips = param.k_trips or 300 -- trips of the k loop\n") {
		t.Errorf("parameter line missing:\n%s", buf.String())
	}
	if !strings.HasSuffix(buf.String(), "}\nreturn BranchingProbs\n") {
		t.Errorf("script does not end with the return:\n%s", buf.String())
	}
}

func TestWriteTemplateSanitizesComments(t *testing.T) {
	var buf bytes.Buffer
	sites := []Site{{Key: "T_1_1", Func: "f", Block: "a\nb", Succ: "c", Hint: "x\ny = 2"}}
	if err := WriteTemplate(&buf, nil, sites); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "  T_1_1 = nil, -- TODO f:a b:[c]: x y = 2\n") {
		t.Errorf("newlines in names must become spaces:\n%s", buf.String())
	}
}

func TestWriteTemplateRequiredParam(t *testing.T) {
	var buf bytes.Buffer
	sites := []Site{{Key: "T", Func: "f", Block: "b", Succ: "s", Value: "1/(n+1)"}}
	if err := WriteTemplate(&buf, []Param{{Name: "n"}}, sites); err != nil {
		t.Fatal(err)
	}
	_, err := Load("probs.lua", buf.Bytes(), nil, sites, LoadOptions{})
	want := "probs.lua:18: set parameter n with --set n=VALUE"
	if err == nil || err.Error() != want {
		t.Errorf("Load without --set n: %v, want %q", err, want)
	}
	v, err := Load("probs.lua", buf.Bytes(), map[string]string{"n": "3"}, sites, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := v.Get("T"); got != 0.25 {
		t.Errorf("T = %v, want 1/(3+1) = 0.25", got)
	}
}

func TestWriteTemplateErrors(t *testing.T) {
	site := func(key, value string) Site {
		return Site{Key: key, Func: "main", Block: "b", Succ: "s", Line: 3, Value: value}
	}
	tests := []struct {
		name   string
		params []Param
		sites  []Site
		want   string
	}{
		{"key not a name", nil, []Site{site("T-4", "")},
			`write probability script: site "T-4" (main:b:[s] line 3): key is not a valid Lua name`},
		{"key is a keyword", nil, []Site{site("end", "")},
			`write probability script: site "end" (main:b:[s] line 3): key is not a valid Lua name`},
		{"duplicate key", nil, []Site{site("T_3_1", ""), {Key: "T_3_1", Func: "main", Block: "c", Succ: "d", Line: 3}},
			`write probability script: site T_3_1: duplicate key (main:b:[s] line 3 and main:c:[d] line 3)`},
		{"value not an expression", nil, []Site{site("T_3_1", "1/")},
			`write probability script: site T_3_1 (main:b:[s] line 3): value "1/": not a Lua expression`},
		{"two expressions", nil, []Site{site("T_3_1", "1, 2")},
			`write probability script: site T_3_1 (main:b:[s] line 3): value "1, 2": not a single Lua expression`},
		{"comment in value", nil, []Site{site("T_3_1", "1 --x")},
			`write probability script: site T_3_1 (main:b:[s] line 3): value "1 --x": contains "--", which would start a comment`},
		{"newline in value", nil, []Site{site("T_3_1", "1\n")},
			`write probability script: site T_3_1 (main:b:[s] line 3): value "1\n": contains a control character (newline?)`},
		{"switch case without group", nil, []Site{{Key: "T_1", Func: "f", Block: "b", Succ: "s", Kind: SwitchCase}},
			`write probability script: site T_1 (f:b:[s]): switch case without a group`},
		{"branch with group", nil, []Site{{Key: "T_1", Func: "f", Block: "b", Succ: "s", Group: "G"}},
			`write probability script: site T_1 (f:b:[s]): a branch site has no group, got "G"`},
		{"param name", []Param{{Name: "2n", Default: "1"}}, nil,
			`write probability script: parameter "2n": not a valid Lua name for a parameter`},
		{"param shadows param", []Param{{Name: "param", Default: "1"}}, nil,
			`write probability script: parameter "param": not a valid Lua name for a parameter`},
		{"param twice", []Param{{Name: "n", Default: "1"}, {Name: "n", Default: "2"}}, nil,
			`write probability script: parameter n: given twice`},
		{"param default", []Param{{Name: "n", Default: "1 +"}}, nil,
			`write probability script: parameter n: default "1 +": not a Lua expression`},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		err := WriteTemplate(&buf, tt.params, tt.sites)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.want)
		}
		if buf.Len() != 0 {
			t.Errorf("%s: wrote %d bytes despite the error", tt.name, buf.Len())
		}
	}
}

// TestRoundTrip writes a template with pre-filled values and loads it: the
// values must be those Go computes for the same expressions.
func TestRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	sites := paperSites()
	sites[3].Value = "0.125" // fill the TODO
	if err := WriteTemplate(&buf, paperParams, sites); err != nil {
		t.Fatal(err)
	}
	v, err := Load("template.lua", buf.Bytes(), nil, sites, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{
		"T_4_5": 1.0 / 101, "T_7_9": 1.0 / 201, "T_10_13": 1.0 / 301, "T_20_3": 0.125,
		"T_25_3_case1": 0.25, "T_25_3_case2": 0.25, "T_25_3_default": 0.5, "T_helper_bb3": 0.5,
	}
	for k, w := range want {
		if got, ok := v.Get(k); !ok || got != w {
			t.Errorf("%s = %v, %v; want %v", k, got, ok, w)
		}
	}
	if got := strings.Join(v.Keys(), " "); got != "T_10_13 T_20_3 T_25_3_case1 T_25_3_case2 T_25_3_default T_4_5 T_7_9 T_helper_bb3" {
		t.Errorf("Keys() = %s", got)
	}
}

// TestWriteFilledRoundTrip writes random probabilities and reads them back
// bit for bit.
func TestWriteFilledRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const n = 200 // sites; enough to meet many exponents and digit counts
	var sites []Site
	vals := make(map[string]float64)
	for i := 0; i < n; i++ {
		key := "T_" + string(rune('a'+i%26)) + "_" + strings.Repeat("x", i/26)
		sites = append(sites, Site{Key: key, Func: "f", Block: "b", Succ: "s", Line: i})
		p := rng.Float64()
		switch i % 4 {
		case 1:
			p = math.Ldexp(p, -rng.Intn(60)) // tiny values, written with exponents
		case 2:
			p = 1 / float64(rng.Intn(100000)+1)
		}
		vals[key] = p
	}
	vals["T_a_"] = 0
	vals["T_b_"] = 1
	var buf bytes.Buffer
	if err := WriteFilled(&buf, nil, sites, vals); err != nil {
		t.Fatal(err)
	}
	v, err := Load("filled.lua", buf.Bytes(), nil, sites, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for k, w := range vals {
		if got, _ := v.Get(k); math.Float64bits(got) != math.Float64bits(w) {
			t.Errorf("%s = %v, want %v exactly", k, got, w)
		}
	}
}

func TestWriteFilledPartial(t *testing.T) {
	sites := []Site{
		{Key: "T_1_1", Func: "f", Block: "b", Succ: "s", Line: 1, Value: "1/3"},
		{Key: "T_2_1", Func: "f", Block: "c", Succ: "t", Line: 2, Hint: "never reached"},
		{Key: "T_3_1", Func: "f", Block: "d", Succ: "u", Line: 3},
	}
	var buf bytes.Buffer
	if err := WriteFilled(&buf, nil, sites, map[string]float64{"T_3_1": 0.75}); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"  T_1_1 = 1/3, -- f:b:[s] line 1\n",
		"  T_2_1 = nil, -- TODO f:c:[t] line 2: never reached\n",
		"  T_3_1 = 0.75, -- f:d:[u] line 3\n",
	} {
		if !strings.Contains(buf.String(), line) {
			t.Errorf("missing %q in\n%s", line, buf.String())
		}
	}
	for _, tt := range []struct {
		vals map[string]float64
		want string
	}{
		{map[string]float64{"T_9": 0.5}, "write filled script: value for unknown site T_9"},
		{map[string]float64{"T_1_1": 1.5}, "write filled script: T_1_1 = 1.5 is not a probability in [0,1]"},
		{map[string]float64{"T_1_1": math.NaN()}, "write filled script: T_1_1 = NaN is not a probability in [0,1]"},
	} {
		err := WriteFilled(&bytes.Buffer{}, nil, sites, tt.vals)
		if err == nil || err.Error() != tt.want {
			t.Errorf("WriteFilled(%v) = %v, want %q", tt.vals, err, tt.want)
		}
	}
}

func TestIsName(t *testing.T) {
	for s, want := range map[string]bool{
		"T_4_5": true, "_x": true, "x9": true, "param": true,
		"": false, "9x": false, "T-4": false, "end": false, "goto": false, "é": false, "a b": false,
	} {
		if got := IsName(s); got != want {
			t.Errorf("IsName(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestWriteFilledDropsUnusedParams: a parameter without a default that only
// measured sites used would make the filled script fail to load (irr_call's
// row_sum_len, whose call sites pass different bounds); it is left out, and
// the script loads. A parameter still used, or with a default, stays.
func TestWriteFilledDropsUnusedParams(t *testing.T) {
	params := []Param{{Name: "len"}, {Name: "n", Default: "80"}, {Name: "m"}}
	sites := []Site{
		{Key: "T_1_1", Func: "f", Block: "b", Succ: "s", Line: 1, Value: "1/(len+1)"},
		{Key: "T_2_1", Func: "f", Block: "c", Succ: "t", Line: 2, Value: "1/(m+1)"},
		{Key: "T_3_1", Func: "f", Block: "d", Succ: "u", Line: 3, Value: "1/(lens+m)"},
	}
	var buf bytes.Buffer
	if err := WriteFilled(&buf, params, sites, map[string]float64{"T_1_1": 0.25, "T_3_1": 0.5}); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if strings.Contains(out, "local len =") {
		t.Errorf("unused parameter len kept:\n%s", out)
	}
	for _, want := range []string{"local n = param.n or 80", "local m = param.m or error("} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	// Every site measured: the script loads with no --set at all.
	buf.Reset()
	if err := WriteFilled(&buf, params, sites, map[string]float64{"T_1_1": 0.25, "T_2_1": 0.5, "T_3_1": 0.5}); err != nil {
		t.Fatal(err)
	}
	v, err := Load("p.lua", buf.Bytes(), nil, sites, LoadOptions{})
	if err != nil {
		t.Fatalf("filled script does not load: %v\n%s", err, buf.String())
	}
	if p, _ := v.Get("T_2_1"); p != 0.5 {
		t.Errorf("T_2_1 = %v, want 0.5", p)
	}
}
