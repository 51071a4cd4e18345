package ccwrap

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		args    []string
		want    string // units and flags
		objects bool
	}{
		{[]string{"-O2", "-DN=64", "-Iinc", "-MMD", "-MF", "x.d", "-c", "src/gemm.c", "-o", "build/gemm.o"},
			"[{src/gemm.c build/gemm.o false}] [-O2 -DN=64 -Iinc]", true},
		{[]string{"-c", "a.c", "b.cpp", "-std=c11", "-D", "X", "-Wall"}, "[{a.c a.o false} {b.cpp b.o true}] [-std=c11 -D X]", true},
		{[]string{"a.o", "b.c", "-o", "bin/prog", "-lm", "-fopenmp"}, "[{b.c bin/b.o false}] [-fopenmp]", true},
		{[]string{"-x", "c++", "k.h", "-c"}, "[{k.h k.o true}] [-x c++]", true},
		{[]string{"-E", "a.c"}, "[{a.c a.o false}] []", false},
		{[]string{"x.o", "y.o", "-o", "prog"}, "[] []", true},
	} {
		cmd := Parse(c.args)
		if got := fmt.Sprintf("%v %v", cmd.Units, cmd.IRFlags); got != c.want {
			t.Errorf("Parse(%q) = %v %v, want %s", c.args, cmd.Units, cmd.IRFlags, c.want)
		}
		if cmd.Objects != c.objects {
			t.Errorf("Parse(%q).Objects = %v", c.args, cmd.Objects)
		}
	}
}

// TestParseValuedFlags: flags whose value is the next argument keep it
// (-mllvm X is no -m flag followed by a source), and those that shape the IR
// are repeated for it.
func TestParseValuedFlags(t *testing.T) {
	cmd := Parse([]string{"-Wp,-DFOO=1", "-mllvm", "-inline-threshold=10", "-Xclang", "-disable-O0-optnone", "-Xlinker", "-v", "-c", "k.c"})
	want := "[{k.c k.o false}] [-Wp,-DFOO=1 -mllvm -inline-threshold=10 -Xclang -disable-O0-optnone]"
	if got := fmt.Sprintf("%v %v", cmd.Units, cmd.IRFlags); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestResponseFiles: @file is read with GNU quoting, nested files
// included; an unreadable one stays as given.
func TestResponseFiles(t *testing.T) {
	dir := t.TempDir()
	inner := filepath.Join(dir, "inner.rsp")
	outer := filepath.Join(dir, "outer.rsp")
	if err := os.WriteFile(inner, []byte("-DB=2\n'-DC=a b' -DD=\\\"q\\\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(outer, []byte("-DA=1 \"@"+inner+"\"\n-c src/x.c -o out/x.o\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := Parse([]string{"-O2", "@" + outer, "@" + filepath.Join(dir, "missing.rsp")})
	want := `[{src/x.c out/x.o false}] [-O2 -DA=1 -DB=2 -DC=a b -DD="q"]`
	if got := fmt.Sprintf("%v %v", cmd.Units, cmd.IRFlags); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if got := ExpandResponseFiles([]string{"@" + filepath.Join(dir, "missing.rsp")}); len(got) != 1 || got[0][0] != '@' {
		t.Errorf("an unreadable response file: %q", got)
	}
}
