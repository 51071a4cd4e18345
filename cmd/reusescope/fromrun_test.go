package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestProbsFromRunNeverCalled: the script probs --from-run writes for a
// program with a function the run never calls (matmul_harness's dump(),
// whose loop never ran) loads and solves: the sites of blocks that never
// ran take their static values, not 0 on every exit of the loop (which
// made its balance equations singular). With the script, hits agrees with
// measure's exact simulation within 0.01 pp (-O0: the counts are the
// measured ones, and every address is derived).
func TestProbsFromRunNeverCalled(t *testing.T) {
	requireClang(t)
	file := filepath.Join("..", "..", "testdata", "corpus", "ll", "matmul_harness.O0.ll")
	script := filepath.Join(t.TempDir(), "p.lua")
	runOK(t, "probs", "--from-run", "-o", script, file, "--", "48")
	type rates struct {
		Levels []struct {
			HitRate float64 `json:"hit_rate"`
		} `json:"levels"`
	}
	var static, measured rates
	out, _ := runOK(t, "hits", "--format", "json", "--probs", script, "--cache", "L1=32KiB/8/64", file)
	if err := json.Unmarshal([]byte(out), &static); err != nil {
		t.Fatal(err)
	}
	out, _ = runOK(t, "measure", "--format", "json", "--cache", "L1=32KiB/8/64", file, "--", "48")
	if err := json.Unmarshal([]byte(out), &measured); err != nil {
		t.Fatal(err)
	}
	if len(static.Levels) != 1 || len(measured.Levels) != 1 {
		t.Fatalf("levels: %d static, %d measured", len(static.Levels), len(measured.Levels))
	}
	if d := 100 * (static.Levels[0].HitRate - measured.Levels[0].HitRate); math.Abs(d) > 0.01 {
		t.Errorf("L1 hit rate %.4f %% static, %.4f %% measured", 100*static.Levels[0].HitRate, 100*measured.Levels[0].HitRate)
	}
}

// TestScriptIgnoresArgs: a script that reads no parameter (its values
// fixed numbers, as a user edits the template) used with the program's
// arguments after --: the parameters the arguments bind are the tool's,
// not the user's --set, so the script may ignore them; a --set the user
// gives and the script never reads is still an error.
func TestScriptIgnoresArgs(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "corpus", "ll", "matmul_harness.O0.ll")
	dir := t.TempDir()
	template := filepath.Join(dir, "t.lua")
	runOK(t, "probs", "-o", template, file)
	src, err := os.ReadFile(template)
	if err != nil {
		t.Fatal(err)
	}
	fixed := regexp.MustCompile(`param\.[a-z_]+ or `).ReplaceAll(src, nil)
	if regexp.MustCompile(`=\s*param\.`).Match(fixed) || !bytes.Contains(src, []byte("param.n or")) {
		t.Fatalf("the template's parameters were not fixed:\n%s", fixed)
	}
	script := filepath.Join(dir, "fixed.lua")
	if err := os.WriteFile(script, fixed, 0o644); err != nil {
		t.Fatal(err)
	}
	withArgs, _ := runOK(t, "hits", "--format", "json", "--probs", script, file, "--", "48")
	without, _ := runOK(t, "hits", "--format", "json", "--probs", script, file)
	if withArgs != without {
		t.Errorf("hits with the program's arguments after -- differs from hits without them")
	}
	var stdout, stderr bytes.Buffer
	err = run([]string{"hits", "--probs", script, "--set", "n=48", file}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "--set n: the script never reads param.n") {
		t.Errorf("a --set the script never reads: got %v", err)
	}
}
