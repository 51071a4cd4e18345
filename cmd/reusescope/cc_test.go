package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reusescope/reusescope/internal/ccwrap"
	"github.com/reusescope/reusescope/internal/timebound"
	"github.com/reusescope/reusescope/report"
)

// TestCCDemo builds testdata/ccdemo with make CC="reusescope cc": the
// binary runs, every unit has its counts beside its object, and the merged
// totals (counts --merge) are the sum of the per-file counts, each
// function's taken with counts --func on the unit's IR.
func TestCCDemo(t *testing.T) {
	for _, tool := range []string{"clang-14", "make"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not on PATH", tool)
		}
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
	if out, err := exec.Command(gobin, "build", "-o", filepath.Join(bin, "reusescope"), ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	src := filepath.Join("..", "..", "testdata", "ccdemo")
	proj := filepath.Join(dir, "ccdemo")
	if err := os.CopyFS(proj, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	mk := exec.Command("make", "CC=reusescope cc")
	mk.Dir, mk.Env = proj, env
	if out, err := mk.CombinedOutput(); err != nil {
		t.Fatalf("make: %v\n%s", err, out)
	}
	out, err := exec.Command(filepath.Join(proj, "demo")).Output()
	if err != nil || !strings.HasPrefix(string(out), "dot 42672.0 ") {
		t.Fatalf("demo: %v: %q", err, out)
	}

	var stdout, stderr bytes.Buffer
	if err := run([]string{"counts", "--merge", proj, "--format", "json"}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	var merged report.MergedCounts
	if err := json.Unmarshal(stdout.Bytes(), &merged); err != nil {
		t.Fatal(err)
	}
	if len(merged.Units) != 3 || len(merged.Skipped) != 0 {
		t.Fatalf("merged units %v, skipped %v", merged.Units, merged.Skipped)
	}

	// The per-file counts, from the IR of each unit compiled as the
	// Makefile's flags say.
	flags := ccwrap.Parse(strings.Fields("-DDEMO=1 -O1 -std=c11 -Wall")).IRFlags
	var sum report.Totals
	for _, unit := range []string{"main", "vec", "stats"} {
		data, err := os.ReadFile(filepath.Join(proj, unit+".o.counts.json"))
		if err != nil {
			t.Fatal(err)
		}
		var uc report.UnitCounts
		if err := json.Unmarshal(data, &uc); err != nil {
			t.Fatal(err)
		}
		ll := filepath.Join(dir, unit+".ll")
		args := append(append([]string{}, flags...), "-g", "-S", "-emit-llvm", "-o", ll, filepath.Join(proj, unit+".c"))
		if out, err := exec.Command("clang-14", args...).CombinedOutput(); err != nil {
			t.Fatalf("clang-14: %v\n%s", err, out)
		}
		for _, f := range uc.Functions {
			stdout.Reset()
			if err := run([]string{"counts", "--format", "json", "--func", f.Name, ll}, &stdout, &stderr); err != nil {
				t.Fatal(err)
			}
			var c report.Counts
			if err := json.Unmarshal(stdout.Bytes(), &c); err != nil {
				t.Fatal(err)
			}
			if c.Totals != f.Totals {
				t.Errorf("%s: %s: wrapper %+v, counts %+v", unit, f.Name, f.Totals, c.Totals)
			}
			sum.OpsF.Add(c.Totals.OpsF)
			sum.BlocksExecuted += c.Totals.BlocksExecuted
		}
	}
	got, want := merged.Totals.Rows(), sum.Rows()
	for i := range got {
		if math.Abs(got[i].Value-want[i].Value) > 1e-9*math.Max(1, want[i].Value) {
			t.Errorf("merged %s %v, sum of the files' counts %v", got[i].Name, got[i].Value, want[i].Value)
		}
	}
}

// TestCCFailure: a compiler error is the compiler's: its exit status, no
// counts, nothing added to stderr.
func TestCCFailure(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not on PATH")
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.c")
	if err := os.WriteFile(bad, []byte("int f( {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	err := run([]string{"cc", "-c", bad, "-o", filepath.Join(dir, "bad.o")}, &stdout, &stderr)
	var errOut bytes.Buffer
	if code := exitCode(err, &errOut); code != 1 || errOut.Len() != 0 || !strings.Contains(stderr.String(), "error") {
		t.Errorf("exit %d, our stderr %q, clang's %q", code, errOut.String(), stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "bad.o.counts.json")); err == nil {
		t.Error("counts written for a failed compilation")
	}
}

// TestCountsPath: counts go beside the object, or under the directory with
// a hash that keeps objects of one name apart.
func TestCountsPath(t *testing.T) {
	if got := countsPath("build/x.o", ""); got != "build/x.o.counts.json" {
		t.Errorf("beside: %s", got)
	}
	a, b := countsPath("a/x.o", "/c"), countsPath("b/x.o", "/c")
	if a == b || !strings.HasPrefix(a, "/c/x.o.") || !strings.HasSuffix(a, ".counts.json") {
		t.Errorf("under a directory: %s, %s", a, b)
	}
}

// TestCCDir: with $REUSESCOPE_CC_DIR the counts go there, and the object
// is clang's own.
func TestCCDir(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not on PATH")
	}
	dir, out := t.TempDir(), t.TempDir()
	t.Setenv(ccDirEnv, out)
	obj := filepath.Join(dir, "vec.o")
	src := filepath.Join("..", "..", "testdata", "ccdemo", "vec.c")
	var stdout, stderr bytes.Buffer
	if err := run([]string{"cc", "-O1", "-c", src, "-o", obj}, &stdout, &stderr); err != nil {
		t.Fatalf("%v: %s", err, stderr.String())
	}
	plain := filepath.Join(dir, "plain.o")
	if b, err := exec.Command("clang-14", "-O1", "-c", src, "-o", plain).CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	a, _ := os.ReadFile(obj)
	b, _ := os.ReadFile(plain)
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Errorf("the wrapper's object differs from clang-14's (%d and %d bytes)", len(a), len(b))
	}
	if _, err := os.Stat(obj + countsSuffix); err == nil {
		t.Errorf("counts beside the object despite $%s", ccDirEnv)
	}
	if _, err := os.Stat(countsPath(obj, out)); err != nil {
		t.Errorf("no counts under $%s: %v", ccDirEnv, err)
	}
}

// TestMergeRefusesSpecialFiles: a *.counts.json under --merge that is a
// FIFO, or a link to /dev/zero, is a one-line error at once, not a read
// without end.
func TestMergeRefusesSpecialFiles(t *testing.T) {
	for _, c := range []struct {
		name string
		make func(path string) error
		want string
	}{
		{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o600) }, "a FIFO (named pipe), not a regular file"},
		{"zero", func(p string) error { return os.Symlink("/dev/zero", p) }, "a character device, not a regular file"},
	} {
		dir := t.TempDir()
		if err := c.make(filepath.Join(dir, "a.counts.json")); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		start := time.Now()
		err := run([]string{"counts", "--merge", dir}, &stdout, &stderr)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line saying %q", c.name, err, c.want)
		}
		timebound.Within(t, time.Since(start), 600, "counts --merge over a "+c.name)
	}
}

// TestCCNeverFailsTheBuild: whatever clang completes, the wrapper
// completes with clang's status: -o /dev/null writes no counts beside the
// device, response files and -Wp,/-mllvm flags reach the IR compilation
// (the unit compiles only with them), and a counts directory that cannot
// be written is a one-line warning, not a failed build.
func TestCCNeverFailsTheBuild(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not on PATH")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "k.c")
	code := "#if !defined(FROM_RSP) || !defined(FROM_WP)\n#error flags lost\n#endif\nint k(int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }\n"
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	rsp := filepath.Join(dir, "flags.rsp")
	if err := os.WriteFile(rsp, []byte("-DFROM_RSP=1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	flags := []string{"@" + rsp, "-Wp,-DFROM_WP=1", "-mllvm", "-inline-threshold=10", "-O2", "-c", src}
	_, before := os.Stat("/dev/null" + countsSuffix)
	for _, c := range []struct {
		name   string
		out    string
		ccDir  string
		counts string // the counts file that must exist, "" for none
		warn   string
	}{
		{"dev-null", "/dev/null", "", "", ""},
		{"response-file", filepath.Join(dir, "k.o"), "", filepath.Join(dir, "k.o") + countsSuffix, ""},
		{"bad-dir", filepath.Join(dir, "k2.o"), filepath.Join(dir, "k.c", "sub"), "", "reusescope cc: warning: " + src + ": no op counts: "},
	} {
		t.Setenv(ccDirEnv, c.ccDir)
		var stdout, stderr bytes.Buffer
		err := run(append(append([]string{"cc"}, flags...), "-o", c.out), &stdout, &stderr)
		if err != nil {
			t.Errorf("%s: %v (stderr %q)", c.name, err, stderr.String())
			continue
		}
		if c.counts != "" {
			if _, err := os.Stat(c.counts); err != nil {
				t.Errorf("%s: no counts: %v (stderr %q)", c.name, err, stderr.String())
			}
		}
		if got := stderr.String(); c.warn == "" && got != "" || c.warn != "" && (!strings.HasPrefix(got, c.warn) || strings.Count(got, "\n") != 1) {
			t.Errorf("%s: stderr %q, want %q", c.name, got, c.warn)
		}
	}
	if _, after := os.Stat("/dev/null" + countsSuffix); before != nil && after == nil {
		os.Remove("/dev/null" + countsSuffix)
		t.Error("counts written beside /dev/null")
	}
	if _, err := os.Stat(filepath.Join(dir, "k2.o")); err != nil {
		t.Errorf("the object of the build with an unusable counts directory: %v", err)
	}
}
