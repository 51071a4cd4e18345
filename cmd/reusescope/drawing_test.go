package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// builtBinary builds reusescope once per test binary run and returns its
// path. It fails the test (never skips it) when the build fails: the tests
// that use it check what a user's process does.
func builtBinary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		goTool, err := exec.LookPath("go")
		if err != nil {
			goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
		}
		dir, err := os.MkdirTemp("", "reusescope-bin-")
		if err != nil {
			binErr = err.Error()
			return
		}
		binPath = filepath.Join(dir, "reusescope")
		if out, err := exec.Command(goTool, "build", "-o", binPath, ".").CombinedOutput(); err != nil {
			binErr = "go build: " + err.Error() + "\n" + string(out)
		}
	})
	if binErr != "" {
		t.Fatal(binErr)
	}
	return binPath
}

var (
	binOnce sync.Once
	binPath string
	binErr  string
)

// runBinary runs the built binary with args and the environment env added
// to the test's, and returns its exit status and standard error.
func runBinary(t *testing.T, env []string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(builtBinary(t), args...)
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), stderr.String()
	} else if err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	return 0, stderr.String()
}

// TestDrawingsInChildProcess runs the built reusescope as a user would and
// draws SVG, PNG and an HTML report: each must exit 0 and write its file.
// A crash anywhere in the drawing (the WebAssembly engine faulting, as
// wazero v1.8 did under Go 1.26 on CPUs with AVX-512) fails it. It is
// never skipped.
func TestDrawingsInChildProcess(t *testing.T) {
	ll := filepath.Join("..", "..", "testdata", "ll", "example.O0.ll")
	dir := t.TempDir()
	env := []string{"XDG_CACHE_HOME=" + filepath.Join(dir, "cache")}
	for _, c := range []struct {
		args  []string
		out   string
		magic string
	}{
		{[]string{"cfg", "-o", filepath.Join(dir, "x.svg"), ll}, "x.svg", "<svg"},
		{[]string{"cfg", "-o", filepath.Join(dir, "x.png"), ll}, "x.png", "\x89PNG\r\n\x1a\n"},
		{[]string{"report", "-o", filepath.Join(dir, "x.html"), ll}, "x.html", "<svg"},
	} {
		// Twice: the first run compiles Graphviz and fills the cache, the
		// second reads it.
		for run := 0; run < 2; run++ {
			os.Remove(filepath.Join(dir, c.out))
			code, stderr := runBinary(t, env, c.args...)
			if code != 0 {
				t.Fatalf("run %d: %v: exit %d: %s", run, c.args, code, stderr)
			}
			data, err := os.ReadFile(filepath.Join(dir, c.out))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(data, []byte(c.magic)) {
				t.Errorf("run %d: %s has no %q", run, c.out, c.magic)
			}
		}
	}
}

// TestDrawingCacheUnusable: a cache directory that cannot be made (under a
// regular file, as a full or foreign $TMPDIR would refuse it) means no
// cache, never a failure; a command that draws nothing never touches
// Graphviz's cache at all.
func TestDrawingCacheUnusable(t *testing.T) {
	ll := filepath.Join("..", "..", "testdata", "ll", "example.O0.ll")
	dir := t.TempDir()
	blocked := filepath.Join(dir, "file")
	if err := os.WriteFile(blocked, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	env := []string{"XDG_CACHE_HOME=" + filepath.Join(blocked, "cache"), "TMPDIR=" + filepath.Join(blocked, "tmp")}
	if code, stderr := runBinary(t, env, "cfg", "-o", filepath.Join(dir, "x.svg"), ll); code != 0 {
		t.Fatalf("cfg with an unusable cache: exit %d: %s", code, stderr)
	}

	cache := filepath.Join(dir, "fresh")
	env = []string{"XDG_CACHE_HOME=" + cache}
	if code, stderr := runBinary(t, env, "counts", ll); code != 0 {
		t.Fatalf("counts: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(cache); err == nil {
		t.Errorf("counts made %s: Graphviz was initialised without a drawing", cache)
	}
	if code, stderr := runBinary(t, env, "cfg", "-o", filepath.Join(dir, "y.svg"), ll); code != 0 || strings.Contains(stderr, "panic") {
		t.Fatalf("cfg: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(cache, "reusescope", "graphviz")); err != nil {
		t.Errorf("cfg left no per-user cache: %v", err)
	}
}
