package statictrace_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
)

// TestMemoryGate: a whole walk keeps the pointers the program stores only
// when it sees every store that may put one in memory. A struct whose
// address goes to a function the module does not define, or a call through
// a pointer, may change any pointer behind the walk's back: no memory (the
// loads through it stay unknown addresses). A pointer local handed to
// posix_memalign is the placement's own business (its loads follow the
// out-cell rule), so the memory stays; so does printing, and so does a
// struct copy (a memcpy the walk makes itself).
func TestMemoryGate(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not on PATH")
	}
	const head = "#include <stdio.h>\n#include <stdlib.h>\ntypedef struct { int n; double *a; } box;\n"
	for _, c := range []struct {
		name, src string
		keeps     bool
	}{
		{"plain", head + `
static void init(box *b, int n) { b->n = n; b->a = malloc(n * sizeof(double)); }
int main(void) {
  box b; init(&b, 100);
  double s = 0;
  for (int i = 0; i < 100; i++) s += b.a[i];
  printf("%f\n", s);
  return 0;
}`, true},
		{"extern_fill", head + `
void fill(box *b);
int main(void) {
  box b; b.n = 100; b.a = malloc(100 * sizeof(double)); fill(&b);
  double s = 0;
  for (int i = 0; i < 100; i++) s += b.a[i];
  printf("%f\n", s);
  return 0;
}`, false},
		{"fnptr", head + `
static void set(box *b) { b->a = calloc(100, sizeof(double)); }
void (*volatile hook)(box *) = set;
int main(void) {
  box b; b.a = malloc(100 * sizeof(double)); hook(&b);
  double s = 0;
  for (int i = 0; i < 100; i++) s += b.a[i];
  printf("%f\n", s);
  return 0;
}`, false},
		{"struct_copy", head + `
int main(void) {
  box b = {100, 0};
  b.a = malloc(100 * sizeof(double));
  box c = b;
  double s = 0;
  for (int i = 0; i < 100; i++) s += c.a[i];
  printf("%f\n", s);
  return 0;
}`, true},
		{"memalign_local", head + `
int main(void) {
  void *p = NULL;
  if (posix_memalign(&p, 64, 800)) return 1;
  box b; b.a = p;
  double s = 0;
  for (int i = 0; i < 100; i++) s += b.a[i];
  printf("%f\n", s);
  return 0;
}`, true},
	} {
		for _, opt := range []string{"-O0", "-O2"} {
			cmd := exec.Command(clang, "-g", "-S", "-emit-llvm", opt, "-x", "c", "-", "-o", "-")
			cmd.Stdin = strings.NewReader(c.src)
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("%s %s: clang: %v", c.name, opt, err)
			}
			tr := testutil.OpenIR(t, c.name+opt+".ll", string(out), pipeline.Options{Func: "main"}).Trace(t)
			if got := tr.NewMemory(false) != nil; got != c.keeps {
				t.Errorf("%s %s: memory kept %v, want %v (%q)", c.name, opt, got, c.keeps, tr.MemoryOff())
			}
		}
	}
}
