package main

import (
	"bytes"
	"runtime/debug"
	"strings"
	"testing"
)

// TestVersion: `version` and `--version` print the same: the module
// version, the Go version and every direct dependency's version.
func TestVersion(t *testing.T) {
	var a, b, stderr bytes.Buffer
	if err := run([]string{"version"}, &a, &stderr); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"--version"}, &b, &stderr); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("version and --version differ:\n%s\n%s", a.String(), b.String())
	}
	lines := strings.Split(strings.TrimSuffix(a.String(), "\n"), "\n")
	if len(lines) != 2+len(versionDeps) || !strings.HasPrefix(lines[0], "reusescope ") || !strings.HasPrefix(lines[1], "go") {
		t.Fatalf("unexpected output:\n%s", a.String())
	}
	for i, p := range versionDeps {
		// The test binary's build info lists the module's dependencies;
		// the forks in third_party are replacements of a version.
		f := strings.Fields(lines[2+i])
		if len(f) != 2 && (len(f) != 4 || f[2] != "=>" || !strings.HasPrefix(f[3], "./third_party/")) || f[0] != p || !strings.HasPrefix(f[1], "v") {
			t.Errorf("dependency line %q, want %s vX.Y.Z [=> ./third_party/DIR]", lines[2+i], p)
		}
	}
	if err := run([]string{"version", "x"}, &a, &stderr); exitCode(err, &stderr) != 2 {
		t.Errorf("version x: %v, want a usage error", err)
	}
}

// TestWriteVersion: a release build prints its module version and replaced
// dependencies; no build info is (devel).
func TestWriteVersion(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/reusescope/reusescope", Version: "v1.2.3"},
		Deps: []*debug.Module{{Path: "github.com/llir/llvm", Version: "v0.3.6", Replace: &debug.Module{Path: "../llvm"}}}}
	var w bytes.Buffer
	if err := writeVersion(&w, bi, "go0"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"reusescope v1.2.3\ngo1.26.8\n", "  github.com/llir/llvm v0.3.6 => ../llvm\n", "  gonum.org/v1/gonum (unknown)\n"} {
		if !strings.Contains(w.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, w.String())
		}
	}
	w.Reset()
	if err := writeVersion(&w, nil, "go0"); err != nil || !strings.HasPrefix(w.String(), "reusescope (devel)\ngo0\n") {
		t.Errorf("no build info: %v\n%s", err, w.String())
	}
}
