package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// determinismOut is the name of the file the commands that write one
// (cfg -o, report -o) write, inside a fresh directory per run.
const determinismOut = "out"

// determinismCases are the commands a user runs on a kernel; "OUT" in an
// argument is replaced by a file in a fresh directory, whose bytes are
// compared as well as stdout.
func determinismCases() [][]string {
	var cases [][]string
	for _, k := range []struct{ file, fn string }{
		{"gemm.O0.ll", "kernel_gemm"},
		{"example.O0.ll", ""},
	} {
		file := ll(k.file)
		base := func(cmd string, extra ...string) []string {
			args := []string{cmd}
			if k.fn != "" {
				args = append(args, "--func", k.fn)
			}
			return append(append(args, extra...), file)
		}
		cases = append(cases,
			base("counts"),
			base("counts", "--per-block"),
			base("trace"),
			base("reuse"),
			base("reuse", "--format", "json"),
			base("hits"),
			base("hits", "--format", "json", "--cache", "L1=8KiB/full/64,L2=256KiB/8/64"),
			base("probs"),
			base("cfg", "-o", "OUT.dot"),
			base("report", "--format", "json"),
			base("report", "-o", "OUT.html"),
			base("sweep"),
		)
	}
	return cases
}

// outputs is what one run of a command produced.
type outputs struct {
	stdout, file []byte
}

// withOut replaces OUT in args by a path inside dir and returns that path
// ("" when no argument names one).
func withOut(args []string, dir string) ([]string, string) {
	out := make([]string, len(args))
	path := ""
	for i, a := range args {
		if strings.HasPrefix(a, "OUT") {
			path = filepath.Join(dir, determinismOut+strings.TrimPrefix(a, "OUT"))
			a = path
		}
		out[i] = a
	}
	return out, path
}

// runInProcess runs the CLI entry once, with any output file in a fresh
// directory.
func runInProcess(t *testing.T, args []string) outputs {
	t.Helper()
	args, path := withOut(args, t.TempDir())
	var stdout, stderr bytes.Buffer
	if err := run(args, &stdout, &stderr); err != nil {
		t.Fatalf("%v: %v: %s", args, err, stderr.String())
	}
	return outputs{stdout.Bytes(), readOut(t, path)}
}

func readOut(t *testing.T, path string) []byte {
	t.Helper()
	if path == "" {
		return nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) == 0 {
		t.Fatalf("%s is empty", path)
	}
	return b
}

// compareOutputs fails when two runs of args differ in any byte.
func compareOutputs(t *testing.T, args []string, what string, a, b outputs) {
	t.Helper()
	if len(a.stdout) == 0 && a.file == nil {
		t.Errorf("%v: no output", args)
	}
	if !bytes.Equal(a.stdout, b.stdout) {
		t.Errorf("%v: stdout differs %s (%d and %d bytes, first difference at byte %d)",
			args, what, len(a.stdout), len(b.stdout), firstDiff(a.stdout, b.stdout))
	}
	if !bytes.Equal(a.file, b.file) {
		t.Errorf("%v: output file differs %s (%d and %d bytes, first difference at byte %d)",
			args, what, len(a.file), len(b.file), firstDiff(a.file, b.file))
	}
}

// firstDiff returns the offset of the first byte where a and b differ.
func firstDiff(a, b []byte) int {
	for i := range a {
		if i >= len(b) || a[i] != b[i] {
			return i
		}
	}
	return len(a)
}

// TestDeterministicRuns runs each command twice in the same process and
// requires identical bytes on stdout and in the files written.
func TestDeterministicRuns(t *testing.T) {
	for _, args := range determinismCases() {
		first := runInProcess(t, args)
		second := runInProcess(t, args)
		compareOutputs(t, args, "between two runs", first, second)
	}
}

// TestDeterministicGOMAXPROCS builds the binary and runs each command with
// GOMAXPROCS=1 and GOMAXPROCS=2: the bytes must not depend on how many
// threads run the analysis.
func TestDeterministicGOMAXPROCS(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(os.Getenv("GOROOT"), "bin", "go")
		if _, err := os.Stat(goTool); err != nil {
			t.Skip("no go tool to build the binary with")
		}
	}
	bin := filepath.Join(t.TempDir(), "reusescope")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, args := range determinismCases() {
		var got [2]outputs
		for i, procs := range []string{"1", "2"} {
			a, path := withOut(args, t.TempDir())
			cmd := exec.Command(bin, a...)
			cmd.Env = append(withoutEnv(os.Environ(), "GOMAXPROCS"), "GOMAXPROCS="+procs)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("GOMAXPROCS=%s %v: %v: %s", procs, args, err, stderr.String())
			}
			got[i] = outputs{stdout.Bytes(), readOut(t, path)}
		}
		compareOutputs(t, args, "between GOMAXPROCS=1 and 2", got[0], got[1])
	}
}

// withoutEnv returns env without the variable name.
func withoutEnv(env []string, name string) []string {
	var out []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, name+"=") {
			out = append(out, kv)
		}
	}
	return out
}

// TestDerivedExpressionsDeterministic: the derived expressions of -O2
// remainder loops (sums split on residues and bounds, poly/quasisum.go) are
// the same text in every run: their conditional terms are grouped in the
// order of the monomials, not in map order, which differs between runs.
func TestDerivedExpressionsDeterministic(t *testing.T) {
	for _, f := range []string{ll("jacobi1d_S.O2.ll"), ll("omp_ger_S.O2.ll")} {
		first, _ := runOK(t, "probs", f)
		for i := 0; i < 8; i++ {
			if again, _ := runOK(t, "probs", f); again != first {
				t.Fatalf("%s: probs differs between runs", f)
			}
		}
	}
}
