package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestReadmeWalkthrough runs the commands of the README's "Analyse your own
// code" walk-through as written (between the walkthrough markers), with R
// the built binary, in a directory where testdata is the repository's: each
// exits 0, and what each step is there to show is in its output.
func TestReadmeWalkthrough(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not on PATH")
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	i := strings.Index(text, "<!-- walkthrough -->")
	j := strings.Index(text, "<!-- /walkthrough -->")
	if i < 0 || j < i {
		t.Fatal("README.md has no walkthrough markers")
	}
	var cmds []string
	for _, l := range strings.Split(text[i:j], "\n") {
		if l = strings.TrimSpace(l); l == "" || strings.HasPrefix(l, "```") || strings.HasPrefix(l, "<!--") {
			continue
		}
		cmds = append(cmds, l)
	}
	if len(cmds) < 6 {
		t.Fatalf("walkthrough has %d commands", len(cmds))
	}

	dir := t.TempDir()
	bin := filepath.Join(dir, "reusescope")
	gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
	if out, err := exec.Command(gobin, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	td, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(td, filepath.Join(dir, "testdata")); err != nil {
		t.Fatal(err)
	}
	// What each step shows, by the command it starts with.
	want := map[string][]string{
		"$R hits matvec.ll":          {"L1  32KiB", "L2   1MiB"},
		"$R hits --by function":      {"by function:", "kernel_gemv (inlined into main)", "gemv_t (inlined into main)", "total"},
		"$R hits --by loop":          {"by loop:", "loop j at ", "total"},
		"$R hits --func kernel_gemv": {"kernel_gemv, 120300 accesses", "matvec.c:12", "total"},
		"$R compare --by loop":       {"misses by loop (static against measured)", "total"},
		"$R sweep":                   {"size_bytes", "cols"},
		"$R probs":                   {},
	}
	for _, c := range cmds {
		sh := exec.Command("sh", "-c", c)
		sh.Dir = dir
		sh.Env = append(os.Environ(), "R="+bin)
		out, err := sh.Output()
		if err != nil {
			msg := ""
			if ee, ok := err.(*exec.ExitError); ok {
				msg = string(ee.Stderr)
			}
			t.Fatalf("%s: %v\n%s", c, err, msg)
		}
		for prefix, ws := range want {
			if !strings.HasPrefix(c, prefix) {
				continue
			}
			for _, w := range ws {
				if !strings.Contains(string(out), w) {
					t.Errorf("%s: output lacks %q:\n%s", c, w, out)
				}
			}
		}
	}
	for _, f := range []string{"matvec.ll", "p.lua"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s not written: %v", f, err)
		}
	}
	page, err := os.ReadFile(filepath.Join(dir, "matvec.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"Annotated source", "s &#43;= A[(long)i * cols &#43; j] * x[j];", "by loop"} {
		if !strings.Contains(string(page), w) {
			t.Errorf("matvec.html lacks %q", w)
		}
	}
}
