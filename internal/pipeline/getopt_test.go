package pipeline

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/loops"
)

// TestGetoptAgainstLibc: getoptRun returns what glibc's getopt and
// getopt_long return, option by option with their arguments, on argument
// lists of the shapes users type: clusters (-vn500), attached and separate
// arguments, long options with = and as a separate word, unambiguous
// prefixes (--si), unknown options, a missing argument, "--", and
// non-options between options (permuted). The reference is a C program
// compiled with clang-14.
func TestGetoptAgainstLibc(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not on PATH")
	}
	cases := [][]string{
		{"-n", "500", "-r", "3"},
		{"-vn500", "-r3"},
		{"--size=400", "--reps", "2", "-v"},
		{"--si=7", "--verb"},
		{"-x", "-n"},
		{"file", "-n", "9", "other", "-v"},
		{"-n", "1", "--", "-r", "2"},
		{"--size"},
		{"--nope", "-v"},
		{},
	}
	spec := &loops.GetoptSpec{Optstring: "n:r:v", Long: []loops.LongOption{
		{Name: "size", HasArg: 1, Val: 'n'}, {Name: "reps", HasArg: 1, Val: 'r'}, {Name: "verbose", HasArg: 0, Val: 'v'}}}
	var prog strings.Builder
	prog.WriteString(`#include <getopt.h>
#include <stdio.h>
static const struct option longs[] = {{"size", 1, 0, 'n'}, {"reps", 1, 0, 'r'}, {"verbose", 0, 0, 'v'}, {0, 0, 0, 0}};
static void run(int k, int argc, char **argv) {
  int c;
  optind = 0;
  opterr = 0;
  printf("%d:", k);
  while ((c = getopt_long(argc, argv, "n:r:v", longs, NULL)) != -1)
    printf(" %d=%s", c, optarg ? optarg : "-");
  printf("\n");
}
int main(void) {
`)
	for k, c := range cases {
		words := []string{`"prog"`}
		for _, w := range c {
			words = append(words, fmt.Sprintf("%q", w))
		}
		fmt.Fprintf(&prog, "  { char *argv[] = {%s, 0}; run(%d, %d, argv); }\n", strings.Join(words, ", "), k, len(words))
	}
	prog.WriteString("  return 0;\n}\n")
	dir := t.TempDir()
	src, bin := filepath.Join(dir, "opts.c"), filepath.Join(dir, "opts")
	if err := os.WriteFile(src, []byte(prog.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, "-w", src, "-o", bin).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	cmd := exec.Command(bin)
	cmd.Env = filterEnv(os.Environ(), "POSIXLY_CORRECT")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(cases) {
		t.Fatalf("%d lines for %d cases:\n%s", len(lines), len(cases), out)
	}
	for k, c := range cases {
		var b strings.Builder
		fmt.Fprintf(&b, "%d:", k)
		for _, r := range getoptRun(c, spec, nil) {
			arg := "-"
			if r.hasArg {
				arg = r.arg
			}
			fmt.Fprintf(&b, " %d=%s", r.opt, arg)
		}
		if b.String() != lines[k] {
			t.Errorf("%q: glibc %q, getoptRun %q", c, lines[k], b.String())
		}
	}
}

func filterEnv(env []string, name string) []string {
	var out []string
	for _, e := range env {
		if !strings.HasPrefix(e, name+"=") {
			out = append(out, e)
		}
	}
	return out
}
