package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// formatCase is one command run in one --format, with its golden output
// testdata/golden/formats/NAME.FORMAT (and NAME.FORMAT.stderr for notes).
type formatCase struct {
	name, command, format string
	args                  []string
}

// estimateLL is the small program whose counts rest partly on estimated
// probabilities: its outputs carry the estimated shares.
var estimateLL = filepath.Join("..", "..", "internal", "pipeline", "testdata", "estimate.O0.ll")

// smallCache is a hierarchy that gemm_S's 66812 accesses do not all hit.
const smallCache = "L1=1KiB/2/64,L2=8KiB/4/64"

func formatCases() []formatCase {
	var cs []formatCase
	add := func(name, command string, formats []string, args ...string) {
		for _, f := range formats {
			a := append([]string{command}, args...)
			if f != "" {
				a = append(a, "--format", f)
			}
			cs = append(cs, formatCase{name, command, f, a})
		}
	}
	none := []string{""}
	textJSONCSV := []string{"text", "json", "csv"}
	add("example", "dump", none, ll("example.O0.ll"))
	add("example", "probs", none, ll("example.O0.ll"))
	add("estimate", "cfg", none, estimateLL)
	add("example", "counts", textJSONCSV, ll("example.O0.ll"))
	add("estimate", "counts", textJSONCSV, estimateLL)
	add("merge", "counts", textJSONCSV, "--merge", in("merge")) // two units of testdata/ccdemo
	add("estimate", "reuse", []string{"csv", "json"}, estimateLL)
	add("gemm_S", "reuse", []string{"csv", "json"}, ll("gemm_S.O0.ll"))
	add("estimate", "hits", textJSONCSV, estimateLL)
	add("gemm_S", "hits", textJSONCSV, "--cache", smallCache, ll("gemm_S.O0.ll"))
	add("estimate", "trace", []string{"text", "json"}, estimateLL)
	add("irr_switch", "trace", []string{"text", "json"}, ll("irr_switch.O0.ll")) // notes on stderr
	add("gemm_S", "measure", textJSONCSV, "--cache", smallCache, ll("gemm_S.O0.ll"))
	add("gemm_S", "compare", textJSONCSV, "--cache", smallCache, ll("gemm_S.O0.ll"))
	add("estimate", "compare", textJSONCSV, estimateLL)
	add("estimate_byline", "hits", textJSONCSV, "--by", "line", estimateLL)
	add("gemm_S_byobject", "measure", textJSONCSV, "--by", "object", "--cache", smallCache, ll("gemm_S.O0.ll"))
	add("gemm_S_byloop", "compare", textJSONCSV, "--by", "loop", "--cache", smallCache, ll("gemm_S.O0.ll"))
	add("estimate", "report", []string{"html", "json"}, "--cache", smallCache, estimateLL)
	add("gemm_S", "sweep", []string{"csv", "json", "svg"}, "--sizes", "1KiB..8KiB", "--assoc", "1,full", ll("gemm_S.O0.ll"))
	return cs
}

// runTimes hides the measured run's wall-clock time.
var runTimes = regexp.MustCompile(`("seconds": )[0-9.e+-]+|(run took )[0-9.]+( s)`)

// TestFormatsGolden runs every command in every format its help lists and
// compares the output with golden files (go test -update rewrites them).
func TestFormatsGolden(t *testing.T) {
	for _, c := range formatCases() {
		name := c.name + "." + c.command
		if c.format != "" {
			name += "." + c.format
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var stdout, stderr bytes.Buffer
			if err := run(c.args, &stdout, &stderr); err != nil {
				t.Fatalf("%v: %v\n%s", c.args, err, stderr.String())
			}
			out := runTimes.ReplaceAllString(stdout.String(), "${1}${2}T${3}")
			golden(t, filepath.Join("testdata", "golden", "formats", name), out)
			if stderr.Len() > 0 {
				for _, l := range strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n") {
					if cutOff.MatchString(l) {
						t.Errorf("stderr line is cut off: %q", l)
					}
				}
				golden(t, filepath.Join("testdata", "golden", "formats", name+".stderr"), stderr.String())
			}
		})
	}
}

// cutOff matches a note that stops mid-sentence: on a possessive, an
// article, a preposition or a conjunction.
var cutOff = regexp.MustCompile(`(?i)('s|\b(the|a|an|of|to|in|on|at|by|for|with|and|or|but|from|as))$`)

// helpFormats is the list of formats in a command's help: "output format:
// text, json or csv (default ...)".
var helpFormats = regexp.MustCompile(`output format: ([a-z, ]+?)(?: \(default|\n)`)

// TestFormatsListed: the formats each command's help lists are exactly
// those TestFormatsGolden runs, and any other is a usage error.
func TestFormatsListed(t *testing.T) {
	tested := map[string]map[string]bool{}
	for _, c := range formatCases() {
		if tested[c.command] == nil {
			tested[c.command] = map[string]bool{}
		}
		tested[c.command][c.format] = true
	}
	for _, cmd := range commands {
		if cmd.name == "cc" || cmd.name == "c++" {
			continue // the compiler's arguments, and the compiler's output
		}
		var stdout, stderr bytes.Buffer
		if err := run([]string{cmd.name, "-h"}, &stdout, &stderr); exitCode(err, &bytes.Buffer{}) != 0 {
			t.Fatalf("%s -h: %v", cmd.name, err)
		}
		listed := []string{""}
		if m := helpFormats.FindStringSubmatch(stderr.String()); m != nil {
			listed = strings.FieldsFunc(strings.ReplaceAll(m[1], " or ", ","), func(r rune) bool { return r == ',' || r == ' ' })
		} else if strings.Contains(stderr.String(), "-format") {
			t.Errorf("%s: help has --format without its list of formats", cmd.name)
		}
		if got, want := fmt.Sprint(listed), fmt.Sprint(keys(tested[cmd.name], listed)); got != want || len(tested[cmd.name]) != len(listed) {
			t.Errorf("%s: help lists formats %q, the golden test runs %v", cmd.name, listed, tested[cmd.name])
		}
		for _, f := range []string{"xml", "text", "csv", "html"} {
			if tested[cmd.name][f] || listed[0] == "" {
				continue
			}
			err := run([]string{cmd.name, "--format", f, estimateLL}, &stdout, &stderr)
			if code := exitCode(err, &bytes.Buffer{}); code != 2 {
				t.Errorf("%s --format %s: exit %d (%v), want a usage error", cmd.name, f, code, err)
			}
		}
	}
}

// keys returns the values of order that are keys of m, in that order.
func keys(m map[string]bool, order []string) []string {
	var out []string
	for _, k := range order {
		if m[k] {
			out = append(out, k)
		}
	}
	return out
}

// TestFormatFromOutputName: -o's extension picks the format where --format
// is not given (counts -o x.json writes the JSON that --format json
// writes), and an extension that names a format the command does not
// write, or another than --format, is a usage error that writes nothing.
func TestFormatFromOutputName(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		command, ext, format string
	}{{"counts", "json", "json"}, {"counts", "csv", "csv"}, {"hits", "json", "json"}, {"sweep", "json", "json"}, {"report", "json", "json"}, {"counts", "txt", "text"}} {
		out := filepath.Join(dir, c.command+"."+c.ext)
		var stdout, stderr bytes.Buffer
		if err := run([]string{c.command, "-o", out, estimateLL}, &stdout, &stderr); err != nil {
			t.Fatalf("%s -o %s: %v\n%s", c.command, out, err, stderr.String())
		}
		stdout.Reset()
		if err := run([]string{c.command, "--format", c.format, estimateLL}, &stdout, &stderr); err != nil {
			t.Fatalf("%s --format %s: %v", c.command, c.format, err)
		}
		got, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		strip := func(b []byte) string { return runTimes.ReplaceAllString(string(b), "${1}${2}T${3}") }
		if strip(got) != strip(stdout.Bytes()) {
			t.Errorf("%s -o %s does not hold what --format %s writes", c.command, out, c.format)
		}
	}
	for _, args := range [][]string{
		{"counts", "-o", filepath.Join(dir, "x.html"), estimateLL},
		{"counts", "--format", "csv", "-o", filepath.Join(dir, "y.json"), estimateLL},
		{"sweep", "-o", filepath.Join(dir, "z.html"), estimateLL},
	} {
		var stdout, stderr bytes.Buffer
		err := run(args, &stdout, &stderr)
		if code := exitCode(err, &bytes.Buffer{}); code != 2 {
			t.Errorf("%v: exit %d (%v), want a usage error", args, code, err)
		}
		if _, err := os.Stat(args[len(args)-2]); err == nil {
			t.Errorf("%v: wrote %s", args, args[len(args)-2])
		}
	}
}
