package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func ll(name string) string { return filepath.Join("..", "..", "testdata", "ll", name) }
func in(name string) string { return filepath.Join("testdata", "in", name) }

// TestErrors runs the CLI on bad input and compares stderr and the exit status
// with golden files: every error is one line, never a panic.
func TestErrors(t *testing.T) {
	cases := []struct {
		name string
		args []string
		code int
	}{
		{"malformed_ll", []string{"counts", in("malformed.ll")}, 1},
		{"missing_file", []string{"counts", in("nosuch.ll")}, 1},
		{"unknown_func", []string{"counts", "--func", "kernel_nope", ll("gemm.O0.ll")}, 1},
		{"lua_syntax", []string{"counts", "--probs", in("syntax.lua"), ll("example.O0.ll")}, 1},
		{"lua_nil", []string{"counts", "--probs", in("nil.lua"), ll("example.O0.ll")}, 1},
		{"lua_range", []string{"counts", "--probs", in("range.lua"), ll("example.O0.ll")}, 1},
		{"lua_nan", []string{"counts", "--probs", in("nan.lua"), ll("example.O0.ll")}, 1},
		{"lua_timeout", []string{"counts", "--lua-timeout", "200ms", "--probs", in("loop.lua"), ll("example.O0.ll")}, 1},
		{"never_exits", []string{"counts", "--probs", in("never.lua"), ll("example.O0.ll")}, 1},
		{"switch_sum", []string{"counts", "--probs", in("switch.lua"), ll("irr_switch.O0.ll")}, 1},
		{"data_dependent", []string{"counts", "--strict", ll("irr_datadep.O0.ll")}, 1},
		{"bad_set", []string{"counts", "--set", "n", ll("example.O0.ll")}, 2},
		{"bad_format", []string{"counts", "--format", "xml", ll("example.O0.ll")}, 2},
		{"no_file", []string{"counts"}, 2},
		{"args_without_dashes", []string{"hits", "testdata/x.ll", "300", "200"}, 2},
		{"unknown_command", []string{"frobnicate"}, 2},
		{"cache_sets", []string{"hits", "--cache", "L1=3KiB/8/64", ll("example.O0.ll")}, 2},
		{"cache_assoc", []string{"hits", "--cache", "L1=32KiB/1024/64", ll("example.O0.ll")}, 2},
		{"cache_zero", []string{"hits", "--cache", "L1=0/8/64", ll("example.O0.ll")}, 2},
		{"cache_unit", []string{"hits", "--cache", "L1=32QB/8/64", ll("example.O0.ll")}, 2},
		{"cache_line", []string{"hits", "--cache", "L1=32KiB/8/48", ll("example.O0.ll")}, 2},
		{"cache_mixed_lines", []string{"hits", "--cache", "L1=32KiB/8/64,L2=1MiB/16/128", ll("example.O0.ll")}, 2},
		{"bad_model", []string{"hits", "--model", "plru", ll("example.O0.ll")}, 2},
		{"reuse_line", []string{"reuse", "--line", "48", ll("example.O0.ll")}, 2},
		{"no_memory", []string{"hits", in("nomem.ll")}, 1},
		{"bad_cfg_ext", []string{"cfg", "-o", filepath.Join(t.TempDir(), "x.gif"), ll("example.O0.ll")}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(c.args, &stdout, &stderr)
			stderr.Reset() // flag usage noise; the error line is what users see
			code := exitCode(err, &stderr)
			if code != c.code {
				t.Errorf("exit %d, want %d (%v)", code, c.code, err)
			}
			got := stderr.String()
			if strings.Count(got, "\n") != 1 {
				t.Errorf("stderr is not one line: %q", got)
			}
			golden(t, filepath.Join("testdata", "golden", c.name+".stderr"), got)
		})
	}
}

// tmpPath hides temporary directories in golden output.
var tmpPath = regexp.MustCompile(`/tmp/[^ ]*/`)

func golden(t *testing.T, path, got string) {
	t.Helper()
	got = tmpPath.ReplaceAllString(got, "$$TMP/")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s:\n got: %s\nwant: %s", path, got, want)
	}
}

// TestCountsExample checks the README's first command: exact counts of the paper's example.
func TestCountsExample(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run([]string{"counts", ll("example.O0.ll")}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"bb24@7     7  6020000", "bb15@5     5    20100", "loads                   30180501"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, stdout.String())
		}
	}
}

// TestCFG writes DOT (golden), SVG and PNG for the example.
func TestCFG(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if err := run([]string{"cfg", ll("example.O0.ll")}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	golden(t, filepath.Join("testdata", "golden", "example_cfg.dot"), stdout.String())
	for _, ext := range []string{"svg", "png"} {
		out := filepath.Join(dir, "cfg."+ext)
		if err := run([]string{"cfg", "-o", out, ll("example.O0.ll")}, &stdout, &stderr); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		switch ext {
		case "svg":
			if !bytes.Contains(data, []byte("<svg")) || !bytes.Contains(data, []byte("count 6020000")) {
				t.Errorf("SVG lacks the graph or the inner-loop count")
			}
		case "png":
			if !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) || len(data) < 1000 {
				t.Errorf("not a PNG (%d bytes)", len(data))
			}
		}
	}
}

// TestProbsRoundTrip: generate the template, load it back, same counts; --set n doubles.
func TestProbsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "p.lua")
	var stdout, stderr bytes.Buffer
	if err := run([]string{"probs", "--func", "kernel_cholesky", "-o", script, ll("cholesky.O0.ll")}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	if err := run([]string{"counts", "--format", "csv", "--func", "kernel_cholesky", ll("cholesky.O0.ll")}, &a, &stderr); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"counts", "--format", "csv", "--func", "kernel_cholesky", "--probs", script, ll("cholesky.O0.ll")}, &b, &stderr); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("counts from the written script differ from the derived ones:\n%s\n%s", a.String(), b.String())
	}
}

// TestHitsExample: the example's enumerated line profile is 1251 first
// touches and 42259553 reuses at distance 0 or 1. A distance below the
// associativity always hits, so every level's hit rate is
// 1 - 1251/42260804. The sampled walk counts one first touch more (it no
// longer simulates a loop's last period exactly; see
// reuse.TestStaticExampleExact): the rates must be within one access in
// 42 million of that.
func TestHitsExample(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run([]string{"hits", "--format", "json", "--cache", "L1=32KiB/8/64,L2=1MiB/16/64", ll("example.O0.ll")}, &stdout, &stderr); err != nil {
		t.Fatalf("%v: %s", err, stderr.String())
	}
	var out struct {
		Function string  `json:"function"`
		LineSize int     `json:"line_size"`
		Accesses float64 `json:"accesses"`
		Levels   []struct {
			Name         string  `json:"name"`
			SizeBytes    int64   `json:"size_bytes"`
			Assoc        int     `json:"assoc"`
			Line         int     `json:"line"`
			HitRate      float64 `json:"hit_rate"`
			LocalHitRate float64 `json:"local_hit_rate"`
		} `json:"levels"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	want := 1 - 1251.0/42260804
	if out.Function != "main" || out.LineSize != 64 || out.Accesses != 42260804 || len(out.Levels) != 2 {
		t.Fatalf("unexpected header %+v", out)
	}
	if l := out.Levels[0]; l.Name != "L1" || l.SizeBytes != 32768 || l.Assoc != 8 || math.Abs(l.HitRate-want) > 1.5/42260804 || math.Abs(l.LocalHitRate-want) > 1.5/42260804 {
		t.Errorf("L1 %+v, want hit rate %.12f", l, want)
	}
	if l := out.Levels[1]; math.Abs(l.HitRate-out.Levels[0].HitRate) > 1e-12 || l.LocalHitRate != 0 {
		t.Errorf("L2 %+v: global rate %.12f and local 0 (every L1 miss is a first touch)", l, want)
	}
}

// TestStaticOutputDeterministic: the static commands print the same bytes
// on every run (sums over profiles once followed random map order).
func TestStaticOutputDeterministic(t *testing.T) {
	for _, args := range [][]string{
		{"reuse", "--format", "json", ll("example.O0.ll")},
		{"hits", "--format", "json", "--func", "kernel_gemm", ll("gemm.O0.ll")},
	} {
		var first string
		for i := 0; i < 8; i++ {
			var stdout, stderr bytes.Buffer
			if err := run(args, &stdout, &stderr); err != nil {
				t.Fatalf("%v: %v: %s", args, err, stderr.String())
			}
			if i == 0 {
				first = stdout.String()
			} else if stdout.String() != first {
				t.Fatalf("%v: run %d printed different output", args, i)
			}
		}
	}
}

// TestFlagErrorOneLine: an unknown flag or a flag value that does not parse
// is one line, naming the command and where its flags are listed, and exit
// status 2, without the whole usage; -h still prints the usage.
func TestFlagErrorOneLine(t *testing.T) {
	for _, args := range [][]string{{"hits", "--bogus", "x.ll"}, {"measure", "--threads", "many", "x.ll"}} {
		var o, e bytes.Buffer
		err := run(args, &o, &e)
		var msg bytes.Buffer
		code := exitCode(err, &msg)
		if code != 2 || e.Len() != 0 || strings.Count(msg.String(), "\n") != 1 || !strings.Contains(msg.String(), "'reusescope help "+args[0]+"' lists its flags") {
			t.Errorf("%v: exit %d, message %q, flag output %q", args, code, msg.String(), e.String())
		}
	}
	var o, e bytes.Buffer
	if err := run([]string{"hits", "-h"}, &o, &e); exitCode(err, &o) != 0 || !strings.Contains(e.String(), "usage: reusescope hits") {
		t.Errorf("hits -h: %v, %q", err, e.String())
	}
}
