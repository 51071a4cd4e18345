package probs

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/yuin/gopher-lua/parse"

	"github.com/reusescope/reusescope/internal/timebound"
)

// fuzzTimeout keeps each fuzzed script short.
const fuzzTimeout = 20 * time.Millisecond

// FuzzLoad runs arbitrary scripts: Load must not panic, must return within
// its limits, and must either fail with one line naming the file or give a
// probability in [0,1] for every site.
func FuzzLoad(f *testing.F) {
	var tmpl bytes.Buffer
	if err := WriteTemplate(&tmpl, paperParams, paperSites()); err != nil {
		f.Fatal(err)
	}
	f.Add(tmpl.String(), "200")
	f.Add("local BranchingProbs = {\n"+goodBody+"}\nreturn BranchingProbs\n", "1")
	f.Add("local n = param.n or 1\nreturn {T_4_5 = 1/(n+1), T_9_3_case1 = 0.5, T_9_3_default = 0.5}", "x")
	f.Add("while true do end", "")
	f.Add("return {T_4_5 = 0/0}", "")
	f.Add("local s = ('x'):rep(100) return {[s] = 1}", "")
	f.Add("return setmetatable({}, {__index = function() return 1 end})", "")
	f.Add("error(setmetatable({}, {__tostring = function() error('x') end}))", "")
	// Scripts users write (the template of the CLI tests, the reuse
	// examples) and ways out of the sandbox: none may reach os, io, the
	// loaders or the debug library.
	scripts, err := filepath.Glob(filepath.Join("testdata", "*.lua"))
	if err != nil {
		f.Fatal(err)
	}
	more, err := filepath.Glob(filepath.Join("..", "reuse", "testdata", "*.lua"))
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range append(scripts, more...) {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src), "4000")
	}
	for _, escape := range []string{
		"os.execute('touch pwned') return {}",
		"return {T_4_5 = io.open('/etc/passwd'):read('*a')}",
		"require('os')",
		"dofile('/etc/passwd')",
		"loadstring('return 1')()",
		"return {T_4_5 = rawget(_G, 'os') and 1 or 0}",
		"setmetatable(_G, nil) return {T_4_5 = os and 1 or 0}",
		"local s = string.dump(print)",
		"return {T_4_5 = #getmetatable('').__index.rep('x', 1e9)}",
		"debug.sethook()",
		"coroutine.wrap(function() while true do end end)()",
		"local t = {} for i = 1, 1e7 do t[i] = {} end",
		"local s = 'x' while true do s = s .. s end",
		"local function f() return f() + 1 end f()",
		"return {T_4_5 = string.format('%099d', 1)}",
		"return {T_4_5 = (\"x\"):gsub('', ('%0'):rep(1000))}",
	} {
		f.Add(escape, "")
	}
	f.Fuzz(func(t *testing.T, src, n string) {
		set := map[string]string{}
		if IsName(strings.TrimSpace(n)) {
			set["n"] = n
		}
		load := func() (*Values, time.Duration, error) {
			start := time.Now()
			v, err := Load("probs.lua", []byte(src), set, twoSites, LoadOptions{Timeout: fuzzTimeout, AllowUnusedSet: true})
			return v, time.Since(start), err
		}
		v, d, err := load()
		if bound := fuzzTimeout + abandonGrace + time.Second; d > bound {
			// A loaded machine can stall any goroutine past the bound
			// (the accuracy suite beside a fuzz run did): a script that
			// really escapes the limit is slow the second time too.
			// The verdict is a ratio against the reference workload
			// (timebound), which a loaded machine slows down too: the
			// bound is about 500 units.
			if _, d2, _ := load(); d2 > bound {
				timebound.Within(t, d2, float64(bound)/float64(2500*time.Microsecond), fmt.Sprintf("Load (first %v)", d))
			}
		}
		if err != nil {
			msg := err.Error()
			if !strings.HasPrefix(msg, "probs.lua:") || strings.Contains(msg, "\n") {
				t.Errorf("error is not one line naming the file: %q", msg)
			}
			return
		}
		for _, s := range twoSites {
			p, ok := v.Get(s.Key)
			if !ok || !(p >= 0 && p <= 1) {
				t.Errorf("%s = %v, %v after a successful Load", s.Key, p, ok)
			}
		}
	})
}

// FuzzWriteTemplate writes templates with arbitrary names, hints and
// values: whatever WriteTemplate accepts must parse as Lua and keep each
// site on its own line.
func FuzzWriteTemplate(f *testing.F) {
	f.Add("for.cond", "bound unknown\n-- x", "1/101", "n", "1000")
	f.Add("b]]", "]]--[[", "1/(n+1)", "n", "param.m or 2")
	f.Add("x", "", "\"--\"", "n", "1")
	f.Fuzz(func(t *testing.T, block, hint, value, pname, pdefault string) {
		sites := []Site{
			{Key: "T_1_1", Func: "f", Block: block, Succ: block, Line: 1, Value: value, Hint: hint},
			{Key: "T_2_1", Func: "f", Block: block, Succ: "s", Line: 2, Hint: hint},
		}
		var buf bytes.Buffer
		if err := WriteTemplate(&buf, []Param{{Name: pname, Default: pdefault, Comment: hint}}, sites); err != nil {
			return
		}
		if _, err := parse.Parse(bytes.NewReader(buf.Bytes()), "t"); err != nil {
			t.Fatalf("template does not parse: %v\n%s", err, buf.String())
		}
		if !strings.Contains(buf.String(), "\n  T_2_1 = nil, -- TODO ") {
			t.Fatalf("the nil site lost its line:\n%s", buf.String())
		}
	})
}

// FuzzParseSet checks that ParseSet never panics and that what it accepts
// are Lua names with non-empty values.
func FuzzParseSet(f *testing.F) {
	f.Add("n=4000", "m = x")
	f.Add("=", "n")
	f.Fuzz(func(t *testing.T, a, b string) {
		set, err := ParseSet([]string{a, b})
		if err != nil {
			return
		}
		for k, v := range set {
			if !IsName(k) || v == "" {
				t.Errorf("ParseSet accepted %q=%q", k, v)
			}
		}
	})
}
