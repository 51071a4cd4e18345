package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEstimateInEveryFormat: on a program with a branch the analysis cannot
// derive (internal/pipeline/testdata/estimate.c: s > 7 after a loop of
// 100), every command's every format says that part of the result rests on
// an estimate; with --strict the command fails instead.
func TestEstimateInEveryFormat(t *testing.T) {
	file := filepath.Join("..", "..", "internal", "pipeline", "testdata", "estimate.O0.ll")
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"counts"}, "estimated: 1 branch probability comes from static heuristics"},
		{[]string{"counts", "--format", "json"}, `"estimated": {`},
		{[]string{"counts", "--format", "csv"}, ",estimated\n"},
		{[]string{"hits"}, "estimated: 1 branch probability"},
		{[]string{"hits", "--format", "json"}, `"access_share": 0.00185`},
		{[]string{"hits", "--format", "csv"}, ",estimated_access_share,walk,hit_rate_low,hit_rate_high,misses_low,misses_high,bounds\n"},
		{[]string{"reuse"}, ",estimated_access_share\n"},
		{[]string{"reuse", "--format", "json"}, `"block_share": 0.00163`},
		{[]string{"trace"}, "# estimated: 1 branch probability"},
		{[]string{"trace", "--format", "json"}, `"estimated": {`},
		{[]string{"cfg"}, "estimated: 1 branch probability from static heuristics"},
		{[]string{"report", "--format", "json"}, `"estimated": {`},
		{[]string{"sweep", "--sizes", "32KiB"}, ",estimated_access_share\n"},
		{[]string{"sweep", "--sizes", "32KiB", "--format", "json"}, `"estimated": {`},
		{[]string{"probs"}, "-- estimated (no heuristic applies"},
	} {
		out, _ := runOK(t, append(c.args, file)...)
		if !strings.Contains(out, c.want) {
			t.Errorf("%v: output lacks %q:\n%.600s", c.args, c.want, out)
		}
	}
	html := filepath.Join(dir, "r.html")
	runOK(t, "report", "-o", html, file)
	if b, err := os.ReadFile(html); err != nil || !strings.Contains(string(b), `<dd class="estimated">estimated: 1 branch probability`) {
		t.Errorf("report HTML does not state the estimate (%v)", err)
	}
	svg := filepath.Join(dir, "s.svg")
	runOK(t, "sweep", "--sizes", "32KiB", "-o", svg, file)
	if b, err := os.ReadFile(svg); err != nil || !strings.Contains(string(b), "estimated branch probabilities affect") {
		t.Errorf("sweep SVG does not state the estimate (%v)", err)
	}
	var so, se strings.Builder
	if err := run([]string{"counts", "--strict", file}, &so, &se); err == nil || !strings.Contains(err.Error(), "no probability for T_7_7") {
		t.Errorf("--strict: %v, want the no-probability error", err)
	}
}

// TestUnknownAddressesStated: accesses whose address the walk cannot
// evaluate (an index read from stdin) are an estimate the output states,
// with their share.
func TestUnknownAddressesStated(t *testing.T) {
	// gather_stdin reads x[idx[k]] with idx from fread: one site, 1,000 of
	// the -O0 program's about 8,006 accesses (8 per iteration of its loop
	// of 1,000, a few outside).
	file := filepath.Join("..", "..", "internal", "pipeline", "testdata", "gather_stdin.O0.ll")
	out, _ := runOK(t, "hits", "--format", "json", file)
	if u := unknownAddresses(t, out); u == nil || u.Sites != 1 || u.AccessShare < 1000.0/8010 || u.AccessShare > 1000.0/8000 {
		t.Errorf("hits JSON: unknown addresses %+v, want 1 site and 1,000 of about 8,006 accesses:\n%.800s", u, out)
	}
	text, _ := runOK(t, "hits", file)
	if !strings.Contains(text, "have addresses the static walk cannot evaluate") {
		t.Errorf("hits text lacks the unknown addresses:\n%.800s", text)
	}
	// A hash table probed by a loop with no counter (hash_linear -O2:
	// t->keys[h & t->mask], the probe's index carried in a register):
	// the walk evaluates every probe, so nothing is unknown and --strict
	// accepts the result (TestHashProbesExact holds it to measure).
	hash := filepath.Join("..", "..", "testdata", "corpus", "ll", "hash_linear.O2.ll")
	out, _ = runOK(t, "hits", "--format", "json", hash, "--", "20000")
	if u := unknownAddresses(t, out); u != nil {
		t.Errorf("hash_linear: unknown addresses stated where every probe is evaluated: %+v", u)
	}
	var stdout, stderr bytes.Buffer
	if err := run([]string{"hits", "--strict", hash, "--", "20000"}, &stdout, &stderr); err != nil {
		t.Errorf("hits --strict refused hash_linear: %v", err)
	}
}

// unknownAddresses is the "unknown_addresses" statement of hits' JSON out,
// nil when it has none.
func unknownAddresses(t *testing.T, out string) *unknownStatement {
	t.Helper()
	var h struct {
		Estimated struct {
			Unknown *unknownStatement `json:"unknown_addresses"`
		} `json:"estimated"`
	}
	if err := json.Unmarshal([]byte(out), &h); err != nil {
		t.Fatal(err)
	}
	return h.Estimated.Unknown
}

type unknownStatement struct {
	Sites       int     `json:"sites"`
	AccessShare float64 `json:"access_share"`
}
