package statictrace

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestCtypeTablesGlibc holds the model of glibc's C-locale tables to the
// installed glibc: a program prints every entry of the class, toupper and
// tolower tables (characters -128..255) and the values of the
// classification functions, which must equal ctypeFlags and ctypeMap.
func TestCtypeTablesGlibc(t *testing.T) {
	cc, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "ct.c")
	prog := `#include <ctype.h>
#include <stdio.h>
int main(void) {
  const unsigned short *b = *__ctype_b_loc();
  const int *u = *__ctype_toupper_loc(), *l = *__ctype_tolower_loc();
  for (int c = -128; c < 256; c++)
    printf("%d %d %d %d %d %d %d\n", c, b[c], u[c], l[c], c == -1 || c >= 0 ? isalpha(c) : 0,
           c == -1 || c >= 0 ? toupper(c) : c + 256, c == -1 || c >= 0 ? ispunct(c) : 0);
  return 0;
}
`
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "ct")
	if out, err := exec.Command(cc, "-O0", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	out, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for sc := bufio.NewScanner(bytes.NewReader(out)); sc.Scan(); n++ {
		var c, b, u, l, alpha, upper, punct int64
		if _, err := fmt.Sscan(sc.Text(), &c, &b, &u, &l, &alpha, &upper, &punct); err != nil {
			t.Fatal(err)
		}
		if got := ctypeFlags(c); got != b {
			t.Errorf("class of %d: %d, glibc %d", c, got, b)
		}
		if got := ctypeMap(c, true); got != u {
			t.Errorf("toupper table at %d: %d, glibc %d", c, got, u)
		}
		if got := ctypeMap(c, false); got != l {
			t.Errorf("tolower table at %d: %d, glibc %d", c, got, l)
		}
		if got, _ := ctypeAt(ctypeBTable+2*(c+128), 2); got != b {
			t.Errorf("table entry of %d: %d, glibc %d", c, got, b)
		}
		if c == -1 || c >= 0 {
			if got := ctypeFlags(c) & ctypeClasses["isalpha"]; (got != 0) != (alpha != 0) {
				t.Errorf("isalpha(%d): %d, glibc %d", c, got, alpha)
			}
			if got := ctypeFlags(c) & ctypeClasses["ispunct"]; (got != 0) != (punct != 0) {
				t.Errorf("ispunct(%d): %d, glibc %d", c, got, punct)
			}
			if got := ctypeMap(c, true); got != upper {
				t.Errorf("toupper(%d): %d, glibc %d", c, got, upper)
			}
		}
	}
	if n != 384 {
		t.Errorf("%d entries, want 384", n)
	}
}
