package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/internal/draw"
	"github.com/reusescope/reusescope/internal/timebound"
)

// writeDispatch writes the IR of a main of 20 000 blocks, an interpreter's
// dispatch: a loop of 1000 steps switching on code[pc % 64] over 3999
// cases, each a straight-line chain of 5 blocks reading and writing a[·];
// report/condense_test.go's dispatchLL(3999, 5, 1000).
func writeDispatch(t *testing.T) string {
	t.Helper()
	const cases, chain = 3999, 5
	var b strings.Builder
	b.WriteString("@a = dso_local global [64 x i32] zeroinitializer, align 16\n@code = dso_local global [64 x i32] zeroinitializer, align 16\n\n")
	b.WriteString("define dso_local i32 @main() {\nentry:\n  br label %loop\n\n")
	b.WriteString("loop:\n  %pc = phi i64 [ 0, %entry ], [ %next, %latch ]\n  %more = icmp slt i64 %pc, 1000\n  br i1 %more, label %body, label %exit\n\n")
	b.WriteString("body:\n  %slot = urem i64 %pc, 64\n  %cp = getelementptr inbounds [64 x i32], [64 x i32]* @code, i64 0, i64 %slot\n  %op = load i32, i32* %cp, align 4\n  switch i32 %op, label %latch [\n")
	for k := 0; k < cases; k++ {
		fmt.Fprintf(&b, "    i32 %d, label %%c%d_0\n", k, k)
	}
	b.WriteString("  ]\n\n")
	for k := 0; k < cases; k++ {
		for j := 0; j < chain; j++ {
			fmt.Fprintf(&b, "c%d_%d:\n  %%p%d_%d = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %d\n", k, j, k, j, (k+j)%64)
			fmt.Fprintf(&b, "  %%v%d_%d = load i32, i32* %%p%d_%d, align 4\n  %%w%d_%d = add i32 %%v%d_%d, %d\n  store i32 %%w%d_%d, i32* %%p%d_%d, align 4\n", k, j, k, j, k, j, k, j, j+1, k, j, k, j)
			if j+1 < chain {
				fmt.Fprintf(&b, "  br label %%c%d_%d\n\n", k, j+1)
			} else {
				b.WriteString("  br label %latch\n\n")
			}
		}
	}
	b.WriteString("latch:\n  %next = add nsw i64 %pc, 1\n  br label %loop\n\nexit:\n  ret i32 0\n}\n")
	path := filepath.Join(t.TempDir(), "dispatch.ll")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestCFGLarge: cfg of a 20 000-block function writes the full graph as
// DOT (on stdout and to -o x.dot, 20 000 block nodes) and draws it
// condensed as SVG and PNG, saying so, each command within the issue's
// 10 s: 4000 units of the reference workload (2.5 ms on an idle core).
func TestCFGLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	in := writeDispatch(t)
	dir := t.TempDir()
	stdout, _ := runOK(t, "cfg", in)
	if n := len(regexp.MustCompile(`(?m)^    n0_\d+ \[label=`).FindAllString(stdout, -1)); n != 20000 {
		t.Errorf("the DOT has %d block nodes, want 20000", n)
	}
	runOK(t, "cfg", "-o", filepath.Join(dir, "cfg.dot"), in)
	if dot, err := os.ReadFile(filepath.Join(dir, "cfg.dot")); err != nil || string(dot) != stdout {
		t.Errorf("-o cfg.dot is not the DOT on stdout (%v)", err)
	}
	for _, ext := range []string{"svg", "png"} {
		out := filepath.Join(dir, "cfg."+ext)
		start := time.Now()
		runOK(t, "cfg", "-o", out, in)
		timebound.Within(t, time.Since(start), 4000, "cfg -o cfg."+ext+" of 20000 blocks")
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		switch ext {
		case "svg":
			if !bytes.Contains(data, []byte("condensed to the drawing budget")) || !bytes.Contains(data, []byte("20000 blocks drawn as")) {
				t.Errorf("the SVG does not say it is condensed")
			}
		case "png":
			if !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) {
				t.Errorf("not a PNG (%d bytes)", len(data))
			}
		}
	}
}

// TestReportLarge: report on a 20 000-block function writes the page with
// the condensed drawing.
func TestReportLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	out := filepath.Join(t.TempDir(), "r.html")
	runOK(t, "report", "-o", out, writeDispatch(t))
	page, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`class="graph"`, "condensed to the drawing budget", "20000 blocks drawn as"} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if bytes.Contains(page, []byte("no CFG drawing")) {
		t.Errorf("the page says there is no drawing")
	}
}

// TestReportDrawFails: when Graphviz fails (here: out of time at once),
// report still writes the page, with a note and a stand-in saying why
// there is no drawing, and exits 1 with the error.
func TestReportDrawFails(t *testing.T) {
	defer func(d time.Duration) { draw.Timeout = d }(draw.Timeout)
	draw.Timeout = time.Nanosecond
	out := filepath.Join(t.TempDir(), "r.html")
	var stdout, stderr bytes.Buffer
	err := run([]string{"report", "-o", out, ll("gemm.O0.ll")}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "the CFG could not be drawn") || !strings.Contains(err.Error(), "did not finish") {
		t.Fatalf("got %v, want the drawing's error", err)
	}
	if code := exitCode(err, &stderr); code != 1 || !strings.HasPrefix(stderr.String(), "reusescope: ") || strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("exit status %d, stderr %q", code, stderr.String())
	}
	page, rerr := os.ReadFile(out)
	if rerr != nil {
		t.Fatalf("no page: %v", rerr)
	}
	if n := bytes.Count(page, []byte("no CFG drawing: draw: Graphviz did not finish")); n != 2 {
		t.Errorf("the page says %d times why the drawing is missing, want 2 (note and stand-in)", n)
	}
	for _, want := range []string{"Reuse profile of main", `id="blocktable"`} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("the page lacks %q", want)
		}
	}
}
