package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// entries returns the names in dir.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestCreateCommit(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.txt")
	f, err := Create(out)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write([]byte("new")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("target exists before Commit: %v", err)
	}
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	f.Abort() // no-op after Commit
	if got := mustRead(t, out); got != "new" {
		t.Errorf("contents %q", got)
	}
	if names := entries(t, dir); len(names) != 1 {
		t.Errorf("directory holds %v, want only out.txt", names)
	}
}

// TestCreateAbort: what fails before Commit leaves the previous file as it
// was and no temporary file, as does a write error.
func TestCreateAbort(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "probs.lua")
	if err := os.WriteFile(out, []byte("previous"), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := Create(out)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("partial"))
	f.Abort()
	if got := mustRead(t, out); got != "previous" {
		t.Errorf("after Abort: %q", got)
	}
	if names := entries(t, dir); len(names) != 1 {
		t.Errorf("after Abort the directory holds %v", names)
	}

	// A write error (here: the descriptor closed under it) fails Commit.
	f, err = Create(out)
	if err != nil {
		t.Fatal(err)
	}
	f.f.Close()
	if _, err := f.Write([]byte("x")); err == nil {
		t.Fatal("write to a closed file succeeded")
	}
	if err := f.Commit(); err == nil {
		t.Error("Commit after a write error succeeded")
	}
	if got := mustRead(t, out); got != "previous" {
		t.Errorf("after a failed Commit: %q", got)
	}
	if names := entries(t, dir); len(names) != 1 {
		t.Errorf("after a failed Commit the directory holds %v", names)
	}

	// Commit keeps the permissions of the file it replaces.
	f, err = Create(out)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("next"))
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(out)
	if err != nil || st.Mode().Perm() != 0o600 || mustRead(t, out) != "next" {
		t.Errorf("replaced file: %v %v %q", st.Mode(), err, mustRead(t, out))
	}
}

// TestCreateSymlink: a link's target is replaced, the link kept.
func TestCreateSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.txt")
	link := filepath.Join(dir, "link.txt")
	os.WriteFile(real, []byte("old"), 0o644)
	if err := os.Symlink("real.txt", link); err != nil {
		t.Skip(err)
	}
	f, err := Create(link)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("new"))
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("link replaced: %v %v", st.Mode(), err)
	}
	if got := mustRead(t, real); got != "new" {
		t.Errorf("target %q", got)
	}
}

// TestCreateDevice: /dev/null is written in place, never renamed over.
func TestCreateDevice(t *testing.T) {
	f, err := Create(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write([]byte("x")); err != nil {
		t.Fatal(err)
	}
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		t.Fatalf("%s is no longer a device: %v %v", os.DevNull, st.Mode(), err)
	}
	if _, err := Create(t.TempDir()); err == nil {
		t.Error("Create(directory) succeeded")
	}
	if _, err := Create(filepath.Join(t.TempDir(), "nosuchdir", "x")); err == nil {
		t.Error("Create in a missing directory succeeded")
	}
}

func TestRemoveTemps(t *testing.T) {
	dir := t.TempDir()
	f, err := Create(filepath.Join(dir, "x"))
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("x"))
	if names := entries(t, dir); len(names) != 1 {
		t.Fatalf("no temporary file: %v", names)
	}
	RemoveTemps()
	if names := entries(t, dir); len(names) != 0 {
		t.Errorf("after RemoveTemps: %v", names)
	}
	f.Abort()
}
